import { route } from '@/api/route'
import { orderPath } from '@/orders/input'
import { findOrder, orderInvoices } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/invoices. No invoicing system is connected, so the
 * list is empty until one is (see orderInvoices); an order the user may not see is still 403/404.
 */
export const GET = route({
  summary: 'Orderns fakturor (tom lista tills ett faktureringssystem är anslutet).',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: orderPath,
  handler: async ({ payload, session, input }) => {
    const order = await findOrder(payload, session, input.params.id)
    return order.ok ? orderInvoices(order.value) : order
  },
})
