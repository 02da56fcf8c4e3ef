import { customerTeam } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, auth service: GET crm/customerteam. The chosen customer's sales team: the sellers
 * (SELLER_ADMIN permission rows) of that customer, with name and e-mail (see customerTeam).
 */
export const GET = route({
  summary: 'Den valda kundens säljteam: namn och e-post.',
  access: 'login',
  handler: ({ payload, session }) => customerTeam(payload, session),
})
