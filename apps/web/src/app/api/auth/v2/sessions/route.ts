import { loginPayloadSchema } from '@shop/auth'
import { parseBody } from '@/api/http'
import { logIn } from '@/auth/login'
import { authenticationResult, challengeResult, clientAddress, loginFailure } from '@/auth/responses'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/sessions. Accepts every field-name variant of the login payload and
 * answers `AuthenticationResult` (bearer tokens for API clients) or a `ChallengeName`. Browsers log
 * in through POST /api/auth/session instead, which keeps the tokens in httpOnly cookies.
 */
export async function POST(request: Request) {
  const body = await parseBody(request, loginPayloadSchema)
  if (!body.ok) return body.response
  const outcome = await logIn(await payload(), body.data, clientAddress(request), null)
  if (outcome.kind === 'failed') return loginFailure(outcome)
  if (outcome.kind === 'challenge') return Response.json(challengeResult(outcome))
  return Response.json(authenticationResult(outcome.tokens))
}
