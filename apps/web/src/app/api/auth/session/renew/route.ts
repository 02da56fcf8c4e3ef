import { REFRESH_COOKIE, RENEW_TO_HEADER } from '@/auth/constants'
import { appendClearedCookies } from '@/auth/cookie-responses'
import { isSecureRequest, readCookie, sessionCookies } from '@/auth/cookies'
import { refreshSession } from '@/auth/refresh-sessions'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** Only a path on this site: never an open redirect. */
function backTo(request: Request): string {
  const to = request.headers.get(RENEW_TO_HEADER) ?? '/'
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/'
}

/**
 * Transparent refresh (spec section 4: "the session is refreshed before a request when the token is
 * near expiry"). The proxy sends here any request whose access cookie has run out while a refresh
 * cookie remains; the refresh token rotates, and a 307 sends the browser back to what it asked for,
 * with the same method and body, now with a fresh access cookie. A session that has ended gets its
 * cookies cleared, and the request goes on anonymously: pages then ask for a login.
 */
async function renew(request: Request): Promise<Response> {
  const headers = new Headers({ location: backTo(request), 'cache-control': 'no-store' })
  const token = readCookie(request.headers.get('cookie'), REFRESH_COOKIE)
  const outcome = token ? await refreshSession(await payload(), token) : ({ kind: 'ended' } as const)
  if (outcome.kind === 'ended') appendClearedCookies(request, headers)
  else {
    const refreshToken = outcome.kind === 'rotated' ? outcome.refreshToken : undefined
    for (const value of sessionCookies({ accessToken: outcome.accessToken, refreshToken }, isSecureRequest(request))) {
      headers.append('set-cookie', value)
    }
  }
  return new Response(null, { status: 307, headers })
}

export { renew as DELETE, renew as GET, renew as PATCH, renew as POST, renew as PUT }
