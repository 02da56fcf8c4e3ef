import { cartIdSchema, deliveryDateSchema, deliveryIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart, setDeliveryDate } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery/{did}, one delivery's requested date (an offered day only). */
export const PUT = route({
  summary: 'Önskat leveransdatum för en leverans (bara en erbjuden dag).',
  access: 'login',
  params: z.object({ id: cartIdSchema, did: deliveryIdSchema }),
  body: deliveryDateSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    if (!cart.ok) return cart
    return setDeliveryDate(payload, session, brand, cart.value, input.params.did, input.body.requestedDeliveryDate)
  },
})
