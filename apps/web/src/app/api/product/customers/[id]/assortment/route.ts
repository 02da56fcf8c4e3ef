import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { customerAssortment } from '@/catalog/categories'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /customers/{customerNumber}/assortment, for that customer's users and site admins. */
export const GET = route({
  summary: 'Kundens sortiment och de toppkategorier det visar (egna kunder och webbplatsadministratörer).',
  access: 'login',
  params: z.object({ id: z.string().trim().min(1).max(50) }),
  handler: ({ payload, principal, input }) => customerAssortment(payload, input.params.id, principal),
})
