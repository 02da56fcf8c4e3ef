import { cartIdSchema, exportItemsSchema, z } from '@shop/schemas'
import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { XLSX_TYPE } from '@/cart/file/export-workbook'
import { exportCart } from '@/cart/file/service'
import { resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/export {itemIds?} → the chosen lines (all without itemIds) as an
 * Excel file, with prices only where the shopper may see them. An empty body means every line.
 */
export const POST = route({
  summary: 'Varukorgens rader (alla, eller itemIds) som Excel-fil som går att läsa in igen.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: exportItemsSchema.optional(),
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? exportCart(payload, session, brand, cart.value, input.body?.itemIds) : cart
  },
  reply: ({ bytes, filename }) => fileResponse(bytes, { type: XLSX_TYPE, filename }),
})
