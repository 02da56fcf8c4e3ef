import { ACCESS_TOKEN_SECONDS, type CustomerContextIds, REFRESH_TOKEN_SECONDS } from '@shop/auth'
import { ACCESS_COOKIE, CONTEXT_COOKIE, REFRESH_COOKIE } from './constants'

/** A year: the remembered customer context outlives any one login. */
const CONTEXT_SECONDS = 365 * 24 * 60 * 60

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Secure cookies whenever the visitor reached us over https (directly or through a proxy). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https'
}

export interface TokenPair {
  accessToken: string
  refreshToken?: string
}

/** Set-Cookie values for a new or renewed session; a grace renewal brings no refresh token. */
export function sessionCookies(tokens: TokenPair, secure: boolean): string[] {
  const cookies = [cookie(ACCESS_COOKIE, tokens.accessToken, ACCESS_TOKEN_SECONDS, secure)]
  if (tokens.refreshToken) cookies.push(cookie(REFRESH_COOKIE, tokens.refreshToken, REFRESH_TOKEN_SECONDS, secure))
  return cookies
}

/** Set-Cookie values that end the browser session (the remembered context stays). */
export function clearedSessionCookies(secure: boolean): string[] {
  return [cookie(ACCESS_COOKIE, '', 0, secure), cookie(REFRESH_COOKIE, '', 0, secure)]
}

export function contextCookie(context: CustomerContextIds | null, secure: boolean): string {
  if (!context) return cookie(CONTEXT_COOKIE, '', 0, secure)
  return cookie(
    CONTEXT_COOKIE,
    encodeURIComponent(`${context.customerId}/${context.projectId ?? ''}`),
    CONTEXT_SECONDS,
    secure,
  )
}

export function parseContextCookie(value: string | undefined | null): CustomerContextIds | null {
  if (!value) return null
  const [customerId, projectId] = decodeURIComponent(value).split('/')
  return customerId ? { customerId, projectId: projectId || null } : null
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** The access token of a request: an `Authorization: Bearer` header (API clients) or the cookie. */
export function accessTokenOf(headers: Headers): string | undefined {
  const authorization = headers.get('authorization')
  const bearer = authorization?.match(/^(?:Bearer|JWT)\s+(.+)$/i)?.[1]
  return bearer ?? readCookie(headers.get('cookie'), ACCESS_COOKIE) ?? undefined
}
