import 'server-only'
import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import type { Payload } from 'payload'
import { authorize } from '../api/authorize'
import { parseParams } from '../api/http'
import type { Session } from '../auth/session'
import { payload as payloadInstance } from '../db/payload'
import { type CartRow, cartView, failureResponse, resolveCart } from './service'

/**
 * The frame of every cart route: a login (401 otherwise), the cart the path names (its cartId, or
 * `current`), which must be the caller's in the chosen context (404 otherwise, nothing changed).
 */

export const cartIdSchema = z.string().regex(/^(current|[A-Za-z0-9-]{1,64})$/)
export const cartItemIdSchema = z.string().regex(/^\d{1,12}$/)

export interface CartContext {
  payload: Payload
  session: Session
  brand: ReturnType<typeof brandForHost>
  cart: CartRow
}

type Handler = (context: CartContext) => Promise<Response>

export async function withCart(
  request: Request,
  params: Promise<{ id: string }>,
  handler: Handler,
  options: { create?: boolean } = {},
): Promise<Response> {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const parsed = parseParams(await params, z.looseObject({ id: cartIdSchema }))
  if (!parsed.ok) return parsed.response
  const payload = await payloadInstance()
  const resolved = await resolveCart(payload, auth.session, parsed.data.id, { create: options.create ?? true })
  if (!resolved.ok) return failureResponse(resolved.failure)
  const cart = resolved.value as CartRow
  return handler({ payload, session: auth.session, brand: brandForHost(request.headers.get('host')), cart })
}

/** The answer of a cart change: the whole cart as it is now. */
export async function cartResponse(context: CartContext, status = 200): Promise<Response> {
  const cart = await cartView(context.payload, context.session, context.brand, context.cart)
  return Response.json({ cart }, { status })
}
