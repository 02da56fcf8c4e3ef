import { loginPayloadSchema } from '@shop/auth'
import { parseBody } from '@/api/http'
import { CONTEXT_COOKIE } from '@/auth/constants'
import { withSessionCookies } from '@/auth/cookie-responses'
import { parseContextCookie, readCookie } from '@/auth/cookies'
import { logIn } from '@/auth/login'
import { challengeResult, clientAddress, loginFailure } from '@/auth/responses'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * The browser's login (login page and account flyout): the same check as POST /v2/sessions, but the
 * tokens go into httpOnly cookies and never reach page scripts. The customer context chosen last
 * time on this browser is taken up again when it is still allowed.
 */
export async function POST(request: Request) {
  const body = await parseBody(request, loginPayloadSchema)
  if (!body.ok) return body.response
  const remembered = parseContextCookie(readCookie(request.headers.get('cookie'), CONTEXT_COOKIE))
  const outcome = await logIn(await payload(), body.data, clientAddress(request), remembered)
  if (outcome.kind === 'failed') return loginFailure(outcome)
  if (outcome.kind === 'challenge') return Response.json(challengeResult(outcome))
  return withSessionCookies(request, { ok: true }, outcome.tokens, outcome.tokens.context)
}
