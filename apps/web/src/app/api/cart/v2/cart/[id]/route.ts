import { cartIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { getCart, resolveCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** The cart (spec section 7 getCart): lines with prices, stock and action flags, grouped by delivery. */
export const GET = route({
  summary: 'Varukorgen (cartId eller current): rader med priser, lager och åtgärdsflaggor per leverans.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? getCart(payload, session, brand, cart.value) : cart
  },
})
