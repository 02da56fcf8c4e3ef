import { ok } from '@shop/commerce'
import { roleNames } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** Spec section 6/7: GET /role-names: the roles in ascending order, `[{ id, name }]`, in Swedish. */
export const GET = route({
  summary: 'Rollerna i stigande ordning med svenska namn.',
  access: 'login',
  cache: 'private, max-age=300',
  handler: () => ok(roleNames()),
})
