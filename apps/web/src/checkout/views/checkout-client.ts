import type { CheckoutInput, CheckoutOrderResult, CheckoutResponse } from '@shop/schemas'
import { type ApiFailure, apiCall, failureOf } from '@/browser/api-fetch'
import { CART_API } from '@/cart/views/cart-client'

/** The checkout answer as the summary needs it: the orders, a refusal, or no answer at all. */
export type CheckoutCall =
  | { kind: 'answer'; response: CheckoutResponse }
  /** A refusal; a checkout where no delivery became an order (422) also lists each delivery's reason. */
  | { kind: 'refused'; status: number; error: string; message: string; orders: CheckoutOrderResult[] }
  /** No answer that says what happened; `failure` is what to tell (spec section 8, the order service). */
  | { kind: 'no_answer'; failure: ApiFailure }

/** POST /v2/cart/{id}/checkout with the attempt's Idempotency-Key (spec section 7, cart service). */
export async function placeOrder(cartId: string, key: string, body: CheckoutInput): Promise<CheckoutCall> {
  const result = await apiCall<CheckoutResponse>(`${CART_API}/${encodeURIComponent(cartId)}/checkout`, {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
    json: body,
    service: 'order',
  })
  if (result.ok)
    return result.data?.orders
      ? { kind: 'answer', response: result.data }
      : { kind: 'no_answer', failure: failureOf(result.status, result.data) }
  const { failure } = result
  // A gateway error page or a dropped body says nothing about whether orders were placed.
  if (!failure.body?.error) return { kind: 'no_answer', failure }
  const orders = (failure.body as { orders?: unknown }).orders
  return {
    kind: 'refused',
    status: failure.status,
    error: failure.error,
    message: failure.message,
    orders: Array.isArray(orders) ? (orders as CheckoutOrderResult[]) : [],
  }
}
