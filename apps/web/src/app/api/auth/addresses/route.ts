import { z } from '@shop/schemas'
import { addressForm, createAddress, listAddresses, refusalResponse } from '@/addresses/service'
import { authorize } from '@/api/authorize'
import { parseBody, parseQuery } from '@/api/http'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  customerId: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'Ange kundens id med siffror.' })
    .optional(),
})

/**
 * Spec section 7, auth service: GET addresses. The chosen customer's addresses, or with `?customerId=`
 * those of another customer the user holds a permission for (403 otherwise). Preselected first.
 */
export async function GET(request: Request) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  const outcome = await listAddresses(await payload(), auth.session, query.data.customerId)
  return outcome.ok ? Response.json(outcome.value) : refusalResponse(outcome.reason)
}

/** POST addresses: a new address for the chosen customer (the form of @shop/commerce addressFormSchema). */
export async function POST(request: Request) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const body = await parseBody(request, addressForm)
  if (!body.ok) return body.response
  const outcome = await createAddress(await payload(), auth.session, body.data)
  return outcome.ok ? Response.json(outcome.value, { status: 201 }) : refusalResponse(outcome.reason)
}
