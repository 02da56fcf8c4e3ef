import { deleteItemsSchema } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { cartResponse, withCart } from '@/cart/cart-route'
import { deleteItems, failureResponse } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/cart/{id}/variants/batch/delete; all named lines or none (404). */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const body = await parseBody(request, deleteItemsSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    const outcome = await deleteItems(cart.payload, cart.cart, body.data.cartItemIds)
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}
