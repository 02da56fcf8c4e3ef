import { cartIdSchema, checkoutSchema, idempotencyKeySchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart } from '@/cart/service'
import { checkout } from '@/checkout/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /v2/cart/{id}/checkout {orderDetails per delivery id}. Needs an
 * `Idempotency-Key` header (400 checkout.idempotency_key_required without a valid one): the same key
 * again answers the orders already placed (201), never new ones. 201 when at least one delivery became
 * an order (the others are listed as failed), 422 errors.invalid_order with the same `orders` and
 * `cart` when none did, 403 for a customer that denies EJ_ORDER.
 */
export const POST = route({
  summary: 'Lägger en order per medtagen leverans; samma Idempotency-Key svarar med de redan lagda.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
  invalid: { headers: 'checkout.idempotency_key_required' },
  body: checkoutSchema,
  status: 201,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    if (!cart.ok) return cart
    return checkout(payload, session, brand, cart.value, input.body, input.headers['idempotency-key'])
  },
})
