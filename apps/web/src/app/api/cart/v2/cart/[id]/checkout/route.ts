import { checkoutSchema, idempotencyKeySchema } from '@shop/schemas'
import { failure, parseBody } from '@/api/http'
import { withCart } from '@/cart/cart-route'
import { failureResponse } from '@/cart/service'
import { checkout } from '@/checkout/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/checkout {orderDetails per delivery id}. Needs an
 * `Idempotency-Key` header: the same key again answers the orders already placed (201), never new
 * ones. 201 when at least one delivery became an order (the others are listed as failed), 422
 * errors.invalid_order when none did, 403 for a customer that denies EJ_ORDER.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key'))
  if (!key.success) return failure(400, 'checkout.idempotency_key_required')
  const body = await parseBody(request, checkoutSchema)
  if (!body.ok) return body.response
  return withCart(
    request,
    context.params,
    async (cart) => {
      const outcome = await checkout(cart.payload, cart.session, cart.brand, cart.cart.cartId, body.data, key.data)
      return outcome.ok
        ? Response.json(outcome.value.body, { status: outcome.value.status })
        : failureResponse(outcome.failure)
    },
    { create: true },
  )
}
