import { cartIdSchema, deliveryIdSchema, includeInOrderSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { includeInOrder, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery/{did}/includeInOrder {isIncludedInOrder}. */
export const PUT = route({
  summary: 'Tar med en leverans i ordern, eller inte.',
  access: 'login',
  params: z.object({ id: cartIdSchema, did: deliveryIdSchema }),
  body: includeInOrderSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    if (!cart.ok) return cart
    return includeInOrder(payload, session, brand, cart.value, input.params.did, input.body.isIncludedInOrder)
  },
})
