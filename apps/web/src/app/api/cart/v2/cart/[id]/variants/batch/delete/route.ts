import { cartIdSchema, deleteItemsSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { deleteItems, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/variants/batch/delete; all named lines or none (404). */
export const PUT = route({
  summary: 'Tar bort de namngivna raderna, alla eller ingen.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: deleteItemsSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? deleteItems(payload, session, brand, cart.value, input.body.cartItemIds) : cart
  },
})
