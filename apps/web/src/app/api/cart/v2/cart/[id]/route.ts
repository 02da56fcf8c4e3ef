import { cartResponse, withCart } from '@/cart/cart-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** The cart (spec section 7 getCart): lines with prices, stock and action flags, grouped by delivery. */
export async function GET(request: Request, context: Context) {
  return withCart(request, context.params, (cart) => cartResponse(cart))
}
