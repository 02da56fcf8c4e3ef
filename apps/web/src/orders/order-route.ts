import 'server-only'
import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import type { Payload } from 'payload'
import { authorize } from '../api/authorize'
import { parseParams } from '../api/http'
import type { Session } from '../auth/session'
import { payload } from '../db/payload'
import { findOrder, type OrderView } from './order-read'
import { orderRefusalResponse } from './service'

/** An order number or temporary order number as it may appear in a path. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/
export const orderIdSchema = z
  .string()
  .trim()
  .regex(ORDER_ID_PATTERN, { error: t('orders.errors.order_id') })

/** The login every order route needs: 401 without one, 403 when the chosen customer denies the history. */
export const authorizeOrders = () => authorize({ allow: 'EJ_ORDERHISTORIK' })

export type RoutedOrder =
  | { ok: true; session: Session; instance: Payload; order: OrderView }
  | { ok: false; response: Response }

/**
 * The common start of the routes under /api/order/orders/{id}: the login, the id from the path
 * (a malformed one is a 404, as for an unknown path), and an order the session may see.
 */
export async function routedOrder(params: Promise<{ id: string }>): Promise<RoutedOrder> {
  const auth = await authorizeOrders()
  if (!auth.ok) return auth
  const parsed = parseParams(await params, z.object({ id: orderIdSchema }))
  if (!parsed.ok) return parsed
  const instance = await payload()
  const found = await findOrder(instance, auth.session, parsed.data.id)
  if (!found.ok) return { ok: false, response: orderRefusalResponse(found.reason) }
  return { ok: true, session: auth.session, instance, order: found.view }
}
