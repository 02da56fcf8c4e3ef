import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { RENEW_TO_HEADER } from '@/accounts/constants'
import { cookieResponse, refreshTokenOf } from '@/accounts/cookies'
import { refreshSession } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** Back only to a path on this site, never an open redirect; anything else goes to the start page. */
const localPath = z
  .string()
  .regex(/^\/(?![/\\])/)
  .catch('/')

/**
 * Transparent refresh (spec section 4: "the session is refreshed before a request when the token is
 * near expiry"). The proxy sends here any request whose access cookie has run out while a refresh
 * cookie remains; the refresh token rotates, and a 307 sends the browser back to what it asked for,
 * with the same method and body, now with a fresh access cookie. A session that has ended gets its
 * cookies cleared, and the request goes on anonymously: pages then ask for a login. So this route
 * never answers with an error of its own.
 */
const renew = route({
  summary: 'Förnyar webbläsarens session från förnyelsekakan och skickar tillbaka (307) till sidan.',
  access: 'anonymous',
  headers: z.object({ [RENEW_TO_HEADER]: localPath }),
  handler: async ({ payload, request }) => {
    const token = refreshTokenOf(request.headers)
    const renewed = token ? await refreshSession(payload, token) : null
    return ok(renewed?.ok ? renewed.value : null)
  },
  reply: (tokens, { request, input }) =>
    cookieResponse(request, tokens ? { tokens, punchoutSession: tokens.punchout } : { end: 'lapsed' }, {
      redirect: input.headers[RENEW_TO_HEADER],
      status: 307,
    }),
})

export { renew as DELETE, renew as GET, renew as PATCH, renew as POST, renew as PUT }
