import { authorize } from '@/api/authorize'
import { parseBody, parseQuery } from '@/api/http'
import { payload } from '@/db/payload'
import { createUser, createUserSchema, listUsers, listUsersSchema, serviceResponse } from '@/users/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /v2/users (limit, orderBy, desc, search, offset, active, virtualContext;
 * defaults limit 15, firstName ascending, active 1): the users the caller administers. Admins only.
 */
export async function GET(request: Request) {
  const auth = await authorize({ role: 'BUYER_ADMIN' })
  if (!auth.ok) return auth.response
  const query = parseQuery(request, listUsersSchema)
  if (!query.ok) return query.response
  return serviceResponse(await listUsers(await payload(), auth.session.principal, query.data))
}

/** POST /v2/users: creates a user within the caller's customers; they get an activation e-mail. */
export async function POST(request: Request) {
  const auth = await authorize({ role: 'BUYER_ADMIN' })
  if (!auth.ok) return auth.response
  const body = await parseBody(request, createUserSchema)
  if (!body.ok) return body.response
  const result = await createUser(await payload(), auth.session.principal, body.data, request.headers)
  if (!result.ok) return serviceResponse(result)
  return Response.json(result.value, { status: 201, headers: { 'cache-control': 'private, no-store' } })
}
