import { z } from '@shop/schemas'
import { addressForm, deleteAddress, refusalResponse, updateAddress } from '@/addresses/service'
import { authorize } from '@/api/authorize'
import { parseBody, parseParams } from '@/api/http'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** The address id of spec section 3 (`A10001-2`), not the database row id. */
const paramsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) })

type Context = { params: Promise<{ id: string }> }

/**
 * Spec section 7, auth service: PUT address/{id}. Only an address of a customer the user holds a
 * permission for (any other id is 404, unchanged); a read-only address is 403 `errors.forbidden_action`.
 */
export async function PUT(request: Request, context: Context) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const body = await parseBody(request, addressForm)
  if (!body.ok) return body.response
  const outcome = await updateAddress(await payload(), auth.session, params.data.id, body.data)
  return outcome.ok ? Response.json(outcome.value) : refusalResponse(outcome.reason)
}

/** DELETE address/{id}: 204 when removed; the same 404 and 403 as PUT. */
export async function DELETE(_request: Request, context: Context) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const outcome = await deleteAddress(await payload(), auth.session, params.data.id)
  return outcome.ok ? new Response(null, { status: 204 }) : refusalResponse(outcome.reason)
}
