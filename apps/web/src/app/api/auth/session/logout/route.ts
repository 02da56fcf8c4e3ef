import { hashRefreshToken } from '@shop/auth'
import { authenticate } from '@/auth/authenticate'
import { REFRESH_COOKIE } from '@/auth/constants'
import { appendClearedCookies } from '@/auth/cookie-responses'
import { readCookie } from '@/auth/cookies'
import { endSession, sessionOfRefreshToken } from '@/auth/refresh-sessions'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * Ends the browser session on the server and clears its cookies. The account flyout's form posts
 * here (answered with a redirect to the start page); scripts get 204.
 */
export async function POST(request: Request) {
  const instance = await payload()
  const auth = await authenticate(instance, request.headers)
  const refresh = readCookie(request.headers.get('cookie'), REFRESH_COOKIE)
  const sessionId = auth.ok
    ? auth.claims.sessionId
    : refresh
      ? await sessionOfRefreshToken(instance, hashRefreshToken(refresh))
      : null
  if (sessionId) await endSession(instance, sessionId)
  const isForm = request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')
  const headers = appendClearedCookies(request, new Headers({ 'cache-control': 'no-store' }))
  if (!isForm) return new Response(null, { status: 204, headers })
  headers.set('location', '/')
  return new Response(null, { status: 303, headers })
}
