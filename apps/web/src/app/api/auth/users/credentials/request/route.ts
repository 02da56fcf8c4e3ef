import { ok } from '@shop/commerce'
import { t } from '@shop/i18n'
import { requestPasswordReset } from '@/accounts/password-flows'
import { credentialsRequestSchema } from '@/accounts/schemas'
import { route } from '@/api/route'
import { clientAddress } from '@/request/client-address'
import { originFor } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /users/credentials/request ("Glömt lösenord"). The same answer whether or not
 * the address has an account, so the form does not tell who has one (past the limit, 429 for both); the link goes to the address's outbox entry, on the brand's
 * own origin (never the request's Host).
 */
export const POST = route({
  summary: 'Glömt lösenord: skickar en återställningslänk om adressen har ett aktivt konto (samma svar oavsett).',
  access: 'anonymous',
  body: credentialsRequestSchema,
  status: 202,
  handler: async ({ payload, brand, request, input }) => {
    const asked = await requestPasswordReset(payload, input.body.email, originFor(brand), clientAddress(request))
    return asked.ok ? ok({ ok: true, message: t('auth.forgot_sent') }) : asked
  },
})
