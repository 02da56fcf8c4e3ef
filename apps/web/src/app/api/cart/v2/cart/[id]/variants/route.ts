import { cartIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { deleteItems, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: DELETE /v2/cart/{id}/variants empties the cart. */
export const DELETE = route({
  summary: 'Tömmer varukorgen; svarar med varukorgen.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? deleteItems(payload, session, brand, cart.value, 'all') : cart
  },
})
