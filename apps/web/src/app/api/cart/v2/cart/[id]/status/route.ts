import { cartIdSchema, cartStatusSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { deleteCart, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec sections 4 and 7: PUT /v2/cart/{id}/status {status: 'DELETED'}; the next add starts a new cart. */
export const PUT = route({
  summary: 'Tar bort varukorgen (status DELETED); nästa tillägg börjar en ny.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: cartStatusSchema,
  status: 204,
  handler: async ({ payload, session, input }) => {
    // `current` without a cart has nothing to delete: done all the same.
    const cart = await resolveCart(payload, session, input.params.id, { create: false })
    return cart.ok ? deleteCart(payload, cart.value) : cart
  },
})
