import { route } from '@/api/route'
import { orderPath } from '@/orders/input'
import { findOrder, orderAddresses } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/addresses → {deliveryAddress, billingAddress}: the
 * delivery address as placed, and the customer's invoice address when one is stored.
 */
export const GET = route({
  summary: 'Orderns leveransadress som den lades och kundens fakturaadress.',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: orderPath,
  handler: async ({ payload, session, input }) => {
    const order = await findOrder(payload, session, input.params.id)
    return order.ok ? orderAddresses(payload, order.value) : order
  },
})
