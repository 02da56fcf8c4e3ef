import { ok } from '@shop/commerce'
import { t } from '@shop/i18n'
import { route } from '@/api/route'
import { requestPasswordReset } from '@/auth/password-flows'
import { credentialsRequestSchema } from '@/auth/schemas'
import { clientAddress } from '@/request/client-address'
import { originFor } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /users/credentials/request ("Glömt lösenord"). Always the same answer, so the
 * form does not tell who has an account; the link goes to the address's outbox entry, on the brand's
 * own origin (never the request's Host).
 */
export const POST = route({
  summary: 'Glömt lösenord: skickar en återställningslänk om adressen har ett aktivt konto (samma svar oavsett).',
  access: 'anonymous',
  body: credentialsRequestSchema,
  status: 202,
  handler: async ({ payload, brand, request, input }) => {
    await requestPasswordReset(payload, input.body.email, originFor(brand), clientAddress(request))
    return ok({ ok: true, message: t('auth.forgot_sent') })
  },
})
