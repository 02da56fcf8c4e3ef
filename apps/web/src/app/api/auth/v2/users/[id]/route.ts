import { z } from '@shop/schemas'
import { authorize } from '@/api/authorize'
import { parseBody, parseParams } from '@/api/http'
import { payload } from '@/db/payload'
import { getUser, serviceResponse, updateUser, updateUserSchema } from '@/users/service'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().regex(/^\d{1,12}$/) })
type Context = { params: Promise<{ id: string }> }

/** Spec section 7: GET /v2/users/{id}: oneself or a user the caller administers; others are 404. */
export async function GET(_request: Request, context: Context) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  return serviceResponse(await getUser(await payload(), auth.session.principal, params.data.id))
}

/**
 * PUT /v2/users/{id}: firstName, lastName, mobileNumber, preferredStore, defaultCustomerId,
 * defaultProjectId; admins also role, active and customerPermissions within their customers.
 */
export async function PUT(request: Request, context: Context) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const body = await parseBody(request, updateUserSchema)
  if (!body.ok) return body.response
  return serviceResponse(await updateUser(await payload(), auth.session.principal, params.data.id, body.data))
}
