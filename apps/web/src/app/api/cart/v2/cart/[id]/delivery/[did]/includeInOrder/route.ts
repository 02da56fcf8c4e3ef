import { deliveryIdSchema, includeInOrderSchema, z } from '@shop/schemas'
import { parseBody, parseParams } from '@/api/http'
import { cartResponse, withCart } from '@/cart/cart-route'
import { includeInOrder } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/delivery/{did}/includeInOrder {isIncludedInOrder}. */
export async function PUT(request: Request, context: { params: Promise<{ id: string; did: string }> }) {
  const params = parseParams(await context.params, z.looseObject({ did: deliveryIdSchema }))
  if (!params.ok) return params.response
  const body = await parseBody(request, includeInOrderSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    await includeInOrder(cart.payload, cart.cart, params.data.did, body.data.isIncludedInOrder)
    return cartResponse(cart)
  })
}
