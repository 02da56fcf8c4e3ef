import { cartResponse, withCart } from '@/cart/cart-route'
import { deleteItems } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: DELETE /v2/cart/{id}/variants empties the cart. */
export async function DELETE(request: Request, context: { params: Promise<{ id: string }> }) {
  return withCart(request, context.params, async (cart) => {
    await deleteItems(cart.payload, cart.cart, 'all')
    return cartResponse(cart)
  })
}
