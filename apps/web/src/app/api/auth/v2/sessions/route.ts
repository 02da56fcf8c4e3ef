import { loginPayloadSchema } from '@shop/auth'
import { ok } from '@shop/commerce'
import { apiLoginAnswer, logIn } from '@/accounts/login'
import { route } from '@/api/route'
import { clientAddress } from '@/request/client-address'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/sessions. Accepts every field-name variant of the login payload and
 * answers `AuthenticationResult` (bearer tokens for API clients) or a `ChallengeName`. Browsers log
 * in through POST /api/auth/session instead, which keeps the tokens in httpOnly cookies.
 */
export const POST = route({
  summary: 'Inloggning för API-klienter: AuthenticationResult med token, eller en utmaning att byta lösenord.',
  access: 'anonymous',
  body: loginPayloadSchema,
  handler: async ({ payload, request, input }) => {
    const login = await logIn(payload, input.body, clientAddress(request), null)
    return login.ok ? ok(apiLoginAnswer(login.value)) : login
  },
})
