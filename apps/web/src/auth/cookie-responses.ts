import 'server-only'
import type { CustomerContextIds } from '@shop/auth'
import { clearedSessionCookies, contextCookie, isSecureRequest, sessionCookies, type TokenPair } from './cookies'

/** A JSON answer that also sets (or renews) the browser session's httpOnly cookies. */
export function withSessionCookies(
  request: Request,
  body: unknown,
  tokens: TokenPair,
  context?: CustomerContextIds | null,
): Response {
  const secure = isSecureRequest(request)
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
  for (const value of sessionCookies(tokens, secure)) headers.append('set-cookie', value)
  if (context !== undefined) headers.append('set-cookie', contextCookie(context, secure))
  return new Response(JSON.stringify(body), { status: 200, headers })
}

/** Adds the cookies that end the browser session to a response's headers. */
export function appendClearedCookies(request: Request, headers: Headers): Headers {
  for (const value of clearedSessionCookies(isSecureRequest(request))) headers.append('set-cookie', value)
  return headers
}
