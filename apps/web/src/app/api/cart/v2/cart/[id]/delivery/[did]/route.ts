import { deliveryDateSchema, deliveryIdSchema, z } from '@shop/schemas'
import { parseBody, parseParams } from '@/api/http'
import { cartResponse, withCart } from '@/cart/cart-route'
import { failureResponse, setDeliveryDate } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery/{did}, one delivery's requested date (an open day only). */
export async function PUT(request: Request, context: { params: Promise<{ id: string; did: string }> }) {
  const params = parseParams(await context.params, z.looseObject({ did: deliveryIdSchema }))
  if (!params.ok) return params.response
  const body = await parseBody(request, deliveryDateSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    const outcome = await setDeliveryDate(
      cart.payload,
      cart.brand,
      cart.cart,
      params.data.did,
      body.data.requestedDeliveryDate,
    )
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}
