import { addItemsSchema, cartIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { addItems, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/variants/batch/add → {cart, cartItems, errors}. Refused lines are
 * listed in `errors` with their reason; the rest are added (merged into a line of the same article
 * and delivery).
 */
export const POST = route({
  summary: 'Lägger rader i varukorgen; avvisade rader listas i errors med sitt skäl.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: addItemsSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? addItems(payload, session, brand, cart.value, input.body.items) : cart
  },
})
