import { ok } from '@shop/commerce'
import { t } from '@shop/i18n'
import { route } from '@/api/route'
import { requestPasswordReset } from '@/auth/password-flows'
import { credentialsRequestSchema } from '@/auth/schemas'
import { clientAddress } from '@/request/client-address'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /users/credentials/request ("Glömt lösenord"). Always the same answer, so the
 * form does not tell who has an account; the link goes to the address's outbox entry, under the
 * host the visitor used.
 */
export const POST = route({
  summary: 'Glömt lösenord: skickar en återställningslänk om adressen har ett aktivt konto (samma svar oavsett).',
  access: 'anonymous',
  body: credentialsRequestSchema,
  status: 202,
  handler: async ({ payload, brand, request, input }) => {
    const at = { origin: originOf(request.headers, request.url).origin, brand }
    await requestPasswordReset(payload, input.body.email, at, clientAddress(request))
    return ok({ ok: true, message: t('auth.forgot_sent') })
  },
})
