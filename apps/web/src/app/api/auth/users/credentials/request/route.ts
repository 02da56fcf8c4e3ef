import { t } from '@shop/i18n'
import { parseBody } from '@/api/http'
import { requestPasswordReset } from '@/auth/password-flows'
import { clientAddress } from '@/auth/responses'
import { credentialsRequestSchema } from '@/auth/schemas'
import { payload } from '@/db/payload'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /users/credentials/request ("Glömt lösenord"). Always the same answer, so the
 * form does not tell who has an account; the link goes to the address's outbox entry.
 */
export async function POST(request: Request) {
  const body = await parseBody(request, credentialsRequestSchema)
  if (!body.ok) return body.response
  await requestPasswordReset(
    await payload(),
    body.data.email,
    originOf(request.headers, request.url),
    clientAddress(request),
  )
  return Response.json({ ok: true, message: t('auth.forgot_sent') }, { status: 202 })
}
