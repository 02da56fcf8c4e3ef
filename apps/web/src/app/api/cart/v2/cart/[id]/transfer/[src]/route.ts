import { z } from '@shop/schemas'
import { parseParams } from '@/api/http'
import { cartIdSchema, cartResponse, withCart } from '@/cart/cart-route'
import { failureResponse, resolveCart, transferCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: PUT /v2/cart/{dest}/transfer/{src}. The source may be the caller's cart of another
 * customer/project context (taking a cart along when switching project); never another user's.
 */
export async function PUT(request: Request, context: { params: Promise<{ id: string; src: string }> }) {
  return withCart(request, context.params, async (cart) => {
    const params = parseParams(await context.params, z.looseObject({ src: cartIdSchema }))
    if (!params.ok) return params.response
    const source = await resolveCart(cart.payload, cart.session, params.data.src, { anyContext: true })
    if (!source.ok) return failureResponse(source.failure)
    if (!source.value) return failureResponse({ status: 404, error: 'errors.not_found' })
    const outcome = await transferCart(cart.payload, cart.cart, source.value)
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}
