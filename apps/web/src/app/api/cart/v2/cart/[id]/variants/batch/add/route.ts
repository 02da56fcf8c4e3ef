import { addItemsSchema } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { withCart } from '@/cart/cart-route'
import { addItems, failureResponse } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/variants/batch/add → {cart, cartItems, errors}. Refused lines are
 * listed in `errors` with their reason; the rest are added (merged into a line of the same article
 * and delivery).
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const body = await parseBody(request, addItemsSchema)
  if (!body.ok) return body.response
  return withCart(request, context.params, async (cart) => {
    const outcome = await addItems(cart.payload, cart.session, cart.brand, cart.cart.cartId, body.data.items)
    return outcome.ok ? Response.json(outcome.value) : failureResponse(outcome.failure)
  })
}
