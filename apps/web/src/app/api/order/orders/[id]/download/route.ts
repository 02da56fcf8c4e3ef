import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { orderPath } from '@/orders/input'
import { findOrder, orderLinesDocument } from '@/orders/service'

export const dynamic = 'force-dynamic'

/** Spec section 7, order service: GET /orders/{id}/download, the order's lines as a CSV file. */
export const GET = route({
  summary: 'Orderns rader som CSV-fil för Excel (utan priser för den som inte får se dem).',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: orderPath,
  handler: async ({ payload, session, input }) => {
    const order = await findOrder(payload, session, input.params.id)
    return order.ok ? orderLinesDocument(order.value) : order
  },
  reply: (file) => fileResponse(file.content, file),
})
