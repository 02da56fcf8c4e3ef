import { cartIdSchema, deliveryDateSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart, setDeliveryDate } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery, the requested date of every delivery (an offered day only). */
export const PUT = route({
  summary: 'Önskat leveransdatum för alla leveranser (bara en erbjuden dag).',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  body: deliveryDateSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    if (!cart.ok) return cart
    return setDeliveryDate(payload, session, brand, cart.value, null, input.body.requestedDeliveryDate)
  },
})
