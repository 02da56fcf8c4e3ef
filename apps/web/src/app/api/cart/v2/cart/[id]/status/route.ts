import { cartStatusSchema } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { withCart } from '@/cart/cart-route'
import { deleteCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/** Spec sections 4 and 7: PUT /v2/cart/{id}/status {status: 'DELETED'}; the next add starts a new cart. */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }) {
  const body = await parseBody(request, cartStatusSchema)
  if (!body.ok) return body.response
  return withCart(
    request,
    context.params,
    async (cart) => {
      await deleteCart(cart.payload, cart.cart)
      return new Response(null, { status: 204 })
    },
    { create: false },
  )
}
