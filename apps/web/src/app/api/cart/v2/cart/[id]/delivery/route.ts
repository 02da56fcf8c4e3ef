import { deliveryDateSchema } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { cartResponse, withCart } from '@/cart/cart-route'
import { failureResponse, setDeliveryDate } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery, the requested date of every delivery (an open day only). */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const body = await parseBody(request, deliveryDateSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    const outcome = await setDeliveryDate(cart.payload, cart.brand, cart.cart, null, body.data.requestedDeliveryDate)
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}
