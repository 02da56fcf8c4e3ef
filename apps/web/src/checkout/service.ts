import 'server-only'
import { randomUUID } from 'node:crypto'
import { DELIVERY_METHOD_RULES, fulfilmentLocation, moneyTotals } from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import type {
  CartDeliveryView,
  CheckoutInput,
  CheckoutOrderResult,
  CheckoutResponse,
  DeliveryMethod,
  OrderDetailsInput,
} from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { type AddressView, listAddresses } from '../addresses/service'
import type { Session } from '../auth/session'
import {
  type CartOutcome,
  type CartRow,
  cartRights,
  cartView,
  openDeliveryDays,
  resolveCart,
  storeOf,
} from '../cart/service'
import { placeholders, sqlRows } from '../db/sql'
import { type Transaction, withTransaction } from '../db/transaction'

/**
 * Checkout (spec sections 4 and 7): one order per included delivery of the cart. Each delivery is its
 * own transaction, so one that fails (stock ran out, details missing) leaves the others to succeed and
 * is listed as failed; a failed one changes nothing (stock, cart and orders stay as they were).
 *
 * No oversell: warehouse stock (LAG) is taken with a conditional UPDATE (`quantity >= n`) inside the
 * order's transaction; on Postgres the stock and cart rows are also locked (FOR UPDATE) so two
 * checkouts of the same goods queue. No double order: the order row carries the client's
 * Idempotency-Key (scoped to the user and delivery); a retry answers the orders already placed.
 */

class DeliveryFailure extends Error {
  constructor(
    readonly key: MessageKey,
    message: string,
  ) {
    super(message)
  }
}

const failure = (key: MessageKey, message = t(key)) => new DeliveryFailure(key, message)

interface PlacedOrder {
  orderId: string
  tempOrderId: string
}

const storedKey = (userId: string, key: string, deliveryId: DeliveryMethod) => `${userId}:${key}:${deliveryId}`

async function placedWithKey(payload: Payload, keys: string[]): Promise<Map<string, PlacedOrder>> {
  const rows = await sqlRows<{ idempotency_key: string; order_id: string; temp_order_id: string }>(
    payload,
    `SELECT idempotency_key, order_id, temp_order_id FROM orders WHERE idempotency_key IN (${placeholders(keys.length)})`,
    keys,
  )
  return new Map(rows.map((row) => [row.idempotency_key, { orderId: row.order_id, tempOrderId: row.temp_order_id }]))
}

interface Prepared {
  delivery: CartDeliveryView
  locationId: string
  storeId: string | null
  address: AddressView | null
  zipCode: string | null
  date: string
  details: OrderDetailsInput
}

/** Checks one delivery's details before any write: store, address, zip code, date, flagged lines. */
function prepare(
  delivery: CartDeliveryView,
  details: OrderDetailsInput,
  context: { brand: Brand; defaultStore: string; addresses: AddressView[]; openDays: string[] },
): Prepared {
  if (delivery.items.some((item) => item.actions.length > 0)) throw failure('checkout.lines_need_action')
  const rule = DELIVERY_METHOD_RULES[delivery.deliveryId]
  const storeId = details.warehouseId ?? context.defaultStore
  if (!context.brand.storeIds.includes(storeId)) throw failure('checkout.store_required')
  let address: AddressView | null = null
  if (!rule.requiresStore) {
    const usable = context.addresses.filter((a) => a.validForDelivery)
    address = details.addressId
      ? (usable.find((a) => a.addressId === details.addressId) ?? null)
      : (usable.find((a) => a.preselected) ?? usable[0] ?? null)
    if (!address) throw failure(details.addressId ? 'checkout.address_unknown' : 'checkout.address_required')
  }
  const zipCode = (details.zipCode ?? address?.postalCode ?? '').replace(/\s/g, '') || null
  if (rule.requiresZipCode && !zipCode) throw failure('checkout.zip_required')
  const date = details.requestedDeliveryDate ?? delivery.requestedDeliveryDate ?? context.openDays[0]
  if (!date || !context.openDays.includes(date)) throw failure('checkout.date_not_open')
  return {
    delivery,
    locationId: fulfilmentLocation(delivery.deliveryId, { centralId: context.brand.centralStorageId, storeId }),
    storeId: rule.requiresStore ? storeId : null,
    address,
    zipCode,
    date,
    details,
  }
}

interface OrderParty {
  customerNumber: string | null
  customerName: string | null
  projectName: string | null
}

async function partyOf(payload: Payload, session: Session): Promise<OrderParty> {
  const [customer] = session.customerId
    ? await sqlRows<{ customer_id: string; name: string }>(
        payload,
        'SELECT customer_id, name FROM customers WHERE id = ?',
        [Number(session.customerId)],
      )
    : []
  const [project] = session.projectId
    ? await sqlRows<{ name: string }>(payload, 'SELECT name FROM projects WHERE id = ?', [Number(session.projectId)])
    : []
  return {
    customerNumber: customer?.customer_id ?? null,
    customerName: customer?.name ?? null,
    projectName: project?.name ?? null,
  }
}

/** The order's transaction: re-read the lines, take the stock, write the order, empty those lines. */
async function placeOne(
  tx: Transaction,
  order: { cart: CartRow; prepared: Prepared; key: string; session: Session; brand: Brand; party: OrderParty },
): Promise<PlacedOrder> {
  const { cart, prepared, session } = order
  const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : ''
  const already = await tx.rows<{ order_id: string; temp_order_id: string }>(
    'SELECT order_id, temp_order_id FROM orders WHERE idempotency_key = ?',
    [order.key],
  )
  if (already[0]) return { orderId: already[0].order_id, tempOrderId: already[0].temp_order_id }

  // The lines as they are now: a change since the page was read must not order stale quantities.
  const lines = await tx.rows<{ id: number; article_number: string; quantity: number | string }>(
    `SELECT id, article_number, quantity FROM cart_items WHERE cart_id = ? AND delivery_id = ? ORDER BY id${lock}`,
    [cart.id, prepared.delivery.deliveryId],
  )
  const shown = new Map(prepared.delivery.items.map((item) => [item.cartItemId, item]))
  const unchanged =
    lines.length === shown.size && lines.every((line) => shown.get(String(line.id))?.quantity === Number(line.quantity))
  if (!lines.length) throw failure('checkout.nothing_to_order')
  if (!unchanged) throw failure('errors.invalid_order', t('checkout.cart_changed'))

  const short: string[] = []
  // A fixed order (by article) so two checkouts lock the same stock rows in the same order: no deadlock.
  for (const item of [...prepared.delivery.items].sort((a, b) => a.articleNumber.localeCompare(b.articleNumber))) {
    const [stock] = await tx.rows<{ id: number; stock_type: string; quantity: number | string }>(
      `SELECT id, stock_type, quantity FROM stock WHERE article_number = ? AND location_id = ?${lock}`,
      [item.articleNumber, prepared.locationId],
    )
    if (stock?.stock_type !== 'LAG') continue
    const taken = await tx.run('UPDATE stock SET quantity = quantity - ? WHERE id = ? AND quantity >= ?', [
      item.quantity,
      stock.id,
      item.quantity,
    ])
    if (taken === 0) short.push(item.articleNumber)
  }
  if (short.length) throw failure('checkout.out_of_stock', t('checkout.out_of_stock', { ids: short.join(', ') }))

  const items = prepared.delivery.items.map((item) => ({
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? item.articleNumber,
    quantity: item.quantity,
    unit: item.variant?.unit ?? 'st',
    netPrice: item.price?.netPrice ?? null,
    alloyingPrice: item.price?.alloyingPrice ?? null,
    label: item.label,
    requestedDeliveryDate: prepared.date,
  }))
  const { details, address } = prepared
  const orderDetails = {
    warehouseId: prepared.locationId,
    storeId: prepared.storeId,
    addressId: address?.addressId ?? null,
    requestedDeliveryDate: prepared.date,
    message: details.message ?? null,
    zipCode: prepared.zipCode,
    contactName: details.contactName ?? null,
    contactPhone: details.contactPhone ?? null,
    reference: details.reference ?? null,
    brand: order.brand.id,
    deliveryName: prepared.delivery.name,
    address: address
      ? {
          name: address.name,
          recipientName: address.recipientName,
          address1: address.address1,
          address2: address.address2,
          address3: address.address3,
          postalCode: address.postalCode,
          postalAddress: address.postalAddress,
          countryCode: address.countryCode,
        }
      : null,
    ...order.party,
    buyerName: session.name,
    buyerEmail: session.email,
  }
  const totals = moneyTotals(prepared.delivery.items.map((item) => item.lineTotal))
  const tempOrderId = randomUUID()
  const now = new Date().toISOString()
  const [inserted] = await tx.rows<{ id: number }>(
    `INSERT INTO orders (order_id, temp_order_id, user_id, customer_id, project_id, cart_id, delivery_id, status,
                         order_items, order_details, totals, idempotency_key, placed_at, updated_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'placed', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      tempOrderId,
      tempOrderId,
      cart.userId,
      cart.customerId,
      cart.projectId,
      cart.id,
      prepared.delivery.deliveryId,
      JSON.stringify(items),
      JSON.stringify(orderDetails),
      totals ? JSON.stringify(totals) : null,
      order.key,
      now,
      now,
      now,
    ],
  )
  // Order numbers follow the row id: unique without a counter table, and readable on the phone.
  const orderId = String(40_000_000 + Number(inserted?.id))
  await tx.run('UPDATE orders SET order_id = ? WHERE id = ?', [orderId, Number(inserted?.id)])
  await tx.run(
    `DELETE FROM cart_items WHERE id IN (${placeholders(lines.length)})`,
    lines.map((line) => Number(line.id)),
  )
  return { orderId, tempOrderId }
}

const placed = (deliveryId: DeliveryMethod, order: PlacedOrder): CheckoutOrderResult => ({
  deliveryId,
  tempOrderId: order.tempOrderId,
  success: true,
  orderId: order.orderId,
  error: null,
  message: null,
})

const refused = (deliveryId: DeliveryMethod, error: DeliveryFailure): CheckoutOrderResult => ({
  deliveryId,
  tempOrderId: '',
  success: false,
  orderId: null,
  error: error.key,
  message: error.message,
})

export async function checkout(
  payload: Payload,
  session: Session,
  brand: Brand,
  idParam: string,
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<
  CartOutcome<{ status: number; body: CheckoutResponse | (CheckoutResponse & { error: string; message: string }) }>
> {
  if (!cartRights(session).canOrder) return { ok: false, failure: { status: 403, error: 'errors.forbidden_action' } }
  if (!session.customerId) return { ok: false, failure: { status: 400, error: 'checkout.no_customer' } }
  const resolved = await resolveCart(payload, session, idParam)
  if (!resolved.ok) return resolved
  const cart = resolved.value
  const keyOf = (deliveryId: DeliveryMethod) => storedKey(session.principal.userId, idempotencyKey, deliveryId)

  const view = cart ? await cartView(payload, session, brand, cart) : null
  const included = view?.deliveries.filter((d) => d.isIncludedInOrder && d.items.length) ?? []
  // A retry after the orders went through finds an emptied cart: answer what the key already placed.
  const earlier = await placedWithKey(payload, (['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const).map(keyOf))
  if (!cart || !view || (!included.length && !earlier.size)) {
    return { ok: false, failure: { status: 400, error: 'checkout.nothing_to_order' } }
  }
  const addresses = await listAddresses(payload, session)
  const context = {
    brand,
    defaultStore: storeOf(brand, session),
    addresses: addresses.ok ? addresses.value : [],
    openDays: openDeliveryDays(brand),
  }
  const party = await partyOf(payload, session)
  const results: CheckoutOrderResult[] = [...earlier.entries()].map(([key, order]) =>
    placed(key.split(':').at(-1) as DeliveryMethod, order),
  )
  for (const delivery of included) {
    const key = keyOf(delivery.deliveryId)
    if (earlier.has(key)) continue
    try {
      const prepared = prepare(delivery, input.orderDetails[delivery.deliveryId] ?? {}, context)
      const order = await withTransaction(payload, (tx) => placeOne(tx, { cart, prepared, key, session, brand, party }))
      results.push(placed(delivery.deliveryId, order))
    } catch (error) {
      // The same key racing in from a second request: its twin placed the order; answer that one.
      const twin = (await placedWithKey(payload, [key])).get(key)
      if (twin) results.push(placed(delivery.deliveryId, twin))
      else if (error instanceof DeliveryFailure) results.push(refused(delivery.deliveryId, error))
      else throw error
    }
  }
  const after = await cartView(payload, session, brand, cart)
  const body: CheckoutResponse = { orders: results, cart: after }
  if (results.some((r) => r.success)) return { ok: true, value: { status: 201, body } }
  return {
    ok: true,
    value: { status: 422, body: { ...body, error: 'errors.invalid_order', message: t('errors.invalid_order') } },
  }
}
