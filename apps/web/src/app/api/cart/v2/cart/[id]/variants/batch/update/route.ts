import { updateItemsSchema } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { cartResponse, withCart } from '@/cart/cart-route'
import { failureResponse, updateItem } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/variants/batch/update; stops at the first refused line. */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const body = await parseBody(request, updateItemsSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    for (const { cartItemId, ...change } of body.data.items) {
      const outcome = await updateItem(cart.payload, cart.session, cart.cart, cartItemId, change)
      if (!outcome.ok) return failureResponse(outcome.failure)
    }
    return cartResponse(cart)
  })
}
