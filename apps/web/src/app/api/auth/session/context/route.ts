import { z } from '@shop/schemas'
import { authorize } from '@/api/authorize'
import { failure, parseBody } from '@/api/http'
import { withSessionCookies } from '@/auth/cookie-responses'
import { changeSessionContext } from '@/auth/refresh-sessions'
import { contextIsAllowed } from '@/customers/service'
import { payload } from '@/db/payload'
import { findAccount } from '@/users/storage'

export const dynamic = 'force-dynamic'

const id = z.string().regex(/^\d{1,12}$/)
const bodySchema = z.object({ customerId: id, projectId: id.nullable().default(null) })

/** API clients that sent a bearer token get the new one in the body; browsers only in the cookie. */
const viaBearer = (request: Request) => request.headers.has('authorization')

async function change(request: Request, context: { customerId: string; projectId: string | null } | null) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const instance = await payload()
  const user = await findAccount(instance, { id: auth.session.principal.userId })
  if (!user) return failure(401, 'errors.invalid_token')
  if (context && !(await contextIsAllowed(instance, user, context))) return failure(403, 'context.not_allowed')
  const accessToken = await changeSessionContext(instance, user, auth.session.sessionId, context)
  return withSessionCookies(
    request,
    { context, ...(viaBearer(request) ? { AccessToken: accessToken } : {}) },
    { accessToken },
    context,
  )
}

/**
 * The project flyout's choice of customer and project. Checked against the user's permissions on the
 * server; the new access token carries it, so prices, assortment, carts and orders follow at once.
 */
export async function PUT(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  return change(request, body.data)
}

/** Clears the chosen context. */
export async function DELETE(request: Request) {
  return change(request, null)
}
