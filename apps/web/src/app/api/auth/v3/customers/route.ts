import { z } from '@shop/schemas'
import { customerChoices } from '@/addresses/service'
import { authorize } from '@/api/authorize'
import { parseQuery } from '@/api/http'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  // The client asks with active=1 (spec section 7). Only active customers can be chosen, so the list
  // is the active one either way; 0 is accepted for the client's sake.
  active: z.enum(['0', '1'], { error: 'active ska vara 0 eller 1.' }).optional(),
  search: z.string().trim().max(100, { error: 'Söktexten får vara högst 100 tecken.' }).optional(),
  // Sent by the client outside punch-out; the shop has no virtual contexts, so it changes nothing.
  virtualContext: z.enum(['true', 'false'], { error: 'virtualContext ska vara true eller false.' }).optional(),
})

/**
 * Spec section 7, auth service: GET v3/customers(?active=1&search=). The customers this user may choose
 * as context, each with the projects they may use, by name; `search` matches name or customer number.
 */
export async function GET(request: Request) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  return Response.json(await customerChoices(await payload(), auth.session, query.data.search))
}
