import { cartIdSchema, updateItemsSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart, updateItems } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/variants/batch/update; stops at the first refused line. */
export const PUT = route({
  summary: 'Ändrar flera rader i tur och ordning; stannar vid den första som avvisas.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: updateItemsSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? updateItems(payload, session, brand, cart.value, input.body.items) : cart
  },
})
