import type { CheckoutInput, CheckoutOrderResult, CheckoutResponse } from '@shop/schemas'
import { type ApiErrorBody, apiFetch, readJson } from '@/api/api-fetch'
import { CART_API } from '@/cart/views/cart-client'

/** The checkout answer as the summary needs it: the orders, a refusal, or no answer at all. */
export type CheckoutCall =
  | { kind: 'answer'; response: CheckoutResponse }
  /** A refusal; a checkout where no delivery became an order (422) also lists each delivery's reason. */
  | { kind: 'refused'; status: number; error: string; message: string; orders: CheckoutOrderResult[] }
  | { kind: 'no_answer' }

/** POST /v2/cart/{id}/checkout with the attempt's Idempotency-Key (spec section 7, cart service). */
export async function placeOrder(cartId: string, key: string, body: CheckoutInput): Promise<CheckoutCall> {
  let response: Response
  try {
    response = await apiFetch(`${CART_API}/${encodeURIComponent(cartId)}/checkout`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      json: body,
    })
  } catch {
    return { kind: 'no_answer' }
  }
  const json = await readJson<CheckoutResponse & ApiErrorBody>(response)
  if (response.ok && json?.orders) return { kind: 'answer', response: json }
  // A gateway error page or a dropped body says nothing about whether orders were placed.
  if (!json?.error) return { kind: 'no_answer' }
  return {
    kind: 'refused',
    status: response.status,
    error: json.error,
    message: json.message ?? '',
    orders: Array.isArray(json.orders) ? json.orders : [],
  }
}
