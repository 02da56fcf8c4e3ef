import { customerTeam, refusalResponse } from '@/addresses/service'
import { authorize } from '@/api/authorize'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, auth service: GET crm/customerteam. The chosen customer's sales team: the sellers
 * (SELLER_ADMIN permission rows) of that customer, with name and e-mail (see customerTeam).
 */
export async function GET() {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const outcome = await customerTeam(await payload(), auth.session)
  return outcome.ok ? Response.json(outcome.value) : refusalResponse(outcome.reason)
}
