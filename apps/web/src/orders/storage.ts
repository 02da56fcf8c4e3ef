import 'server-only'
import { randomUUID } from 'node:crypto'
import { stockStatusChanged } from '@shop/commerce'
import type { DeliveryMethod, MoneyTotals } from '@shop/schemas'
import type { Payload, Where } from 'payload'
import { placeholders, sqlRows } from '../db/sql'
import { forUpdate, type Transaction } from '../db/transaction'
import type { Customer, Order } from '../payload-types'

/**
 * The orders' rows, nothing else: the placed orders' reads (Local API), orders by idempotency key and
 * the ordering party (SQL), and inside an order's transaction (db/transaction.ts) the stock and the
 * order row. Who may see what and what may be ordered is service.ts's.
 */

/** By order number, else by temporary order number (as checkout answers it); the order number wins. */
export async function orderByNumber(payload: Payload, id: string): Promise<Order | null> {
  const found = await payload.find({
    collection: 'orders',
    where: { or: [{ orderId: { equals: id } }, { tempOrderId: { equals: id } }] },
    limit: 2,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const docs = found.docs as Order[]
  return docs.find((o) => o.orderId === id) ?? docs[0] ?? null
}

/** Every order whose order number or temporary order number is one of `ids`. */
export async function ordersByNumbers(payload: Payload, ids: readonly string[]): Promise<Order[]> {
  const found = await payload.find({
    collection: 'orders',
    where: { or: [{ orderId: { in: ids } }, { tempOrderId: { in: ids } }] },
    limit: ids.length * 2,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs as Order[]
}

export interface PlacedOrdersFilter {
  /** The customers (Payload ids) whose orders to read; `all` for every order. */
  customers: readonly string[] | 'all'
  status?: Order['status'] | undefined
  placedFrom?: Date | undefined
  placedBefore?: Date | undefined
}

/** All orders that pass the filter, unsorted and unpaged (the search sorts and pages them). */
export async function placedOrders(payload: Payload, filter: PlacedOrdersFilter): Promise<Order[]> {
  const and: Where[] = []
  if (filter.customers !== 'all') and.push({ customer: { in: filter.customers.map(Number) } })
  if (filter.status) and.push({ status: { equals: filter.status } })
  if (filter.placedFrom) and.push({ placedAt: { greater_than_equal: filter.placedFrom.toISOString() } })
  if (filter.placedBefore) and.push({ placedAt: { less_than: filter.placedBefore.toISOString() } })
  const found = await payload.find({
    collection: 'orders',
    where: and.length ? { and } : {},
    depth: 0,
    overrideAccess: true,
    pagination: false,
    limit: 0,
  })
  return found.docs as Order[]
}

export type CustomerName = Pick<Customer, 'id' | 'customerId' | 'name'>

/** Number and name of the customers with these Payload ids. */
export async function customerNames(payload: Payload, ids: readonly number[]): Promise<CustomerName[]> {
  const found = await payload.find({
    collection: 'customers',
    where: { id: { in: [...ids] } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
    select: { customerId: true, name: true },
  })
  return found.docs as CustomerName[]
}

export interface PlacedOrder {
  orderId: string
  tempOrderId: string
}

/** Orders already placed under these idempotency keys, by key. */
export async function ordersByKey(payload: Payload, keys: readonly string[]): Promise<Map<string, PlacedOrder>> {
  if (keys.length === 0) return new Map()
  const rows = await sqlRows<{ idempotency_key: string; order_id: string; temp_order_id: string }>(
    payload,
    `SELECT idempotency_key, order_id, temp_order_id FROM orders WHERE idempotency_key IN (${placeholders(keys.length)})`,
    [...keys],
  )
  return new Map(rows.map((row) => [row.idempotency_key, { orderId: row.order_id, tempOrderId: row.temp_order_id }]))
}

export interface OrderParty {
  customerNumber: string | null
  customerName: string | null
  projectName: string | null
}

/** The customer's number and name and the project's name an order carries (row ids as in the cart). */
export async function orderParty(
  payload: Payload,
  customerId: number | null,
  projectId: number | null,
): Promise<OrderParty> {
  const [[customer], [project]] = await Promise.all([
    customerId === null
      ? []
      : sqlRows<{ customer_id: string; name: string }>(
          payload,
          'SELECT customer_id, name FROM customers WHERE id = ?',
          [customerId],
        ),
    projectId === null ? [] : sqlRows<{ name: string }>(payload, 'SELECT name FROM projects WHERE id = ?', [projectId]),
  ])
  return {
    customerNumber: customer?.customer_id ?? null,
    customerName: customer?.name ?? null,
    projectName: project?.name ?? null,
  }
}

// ── Inside an order's transaction ──────────────────────────────────────────────────────────────────

export async function orderWithKey(tx: Transaction, key: string): Promise<PlacedOrder | null> {
  const [row] = await tx.rows<{ order_id: string; temp_order_id: string }>(
    'SELECT order_id, temp_order_id FROM orders WHERE idempotency_key = ?',
    [key],
  )
  return row ? { orderId: row.order_id, tempOrderId: row.temp_order_id } : null
}

/**
 * Takes `quantity` of an article's warehouse stock (LAG) at a location with one conditional UPDATE
 * (`quantity >= n`), so stock never goes below zero. 'short' when there is not enough; 'untracked'
 * when the location keeps no warehouse stock of it (transit and virtual stock is ordered from the
 * supplier), which takes nothing; 'emptied' when what it took changed the article's stock signal there
 * (stockStatusChanged: it reached zero).
 */
async function takeStock(
  tx: Transaction,
  articleNumber: string,
  locationId: string,
  quantity: number,
): Promise<'taken' | 'emptied' | 'short' | 'untracked'> {
  const [stock] = await tx.rows<{ id: number; stock_type: string }>(
    `SELECT id, stock_type FROM stock WHERE article_number = ? AND location_id = ?${forUpdate(tx)}`,
    [articleNumber, locationId],
  )
  if (stock?.stock_type !== 'LAG') return 'untracked'
  const [left] = await tx.rows<{ quantity: number }>(
    'UPDATE stock SET quantity = quantity - ? WHERE id = ? AND quantity >= ? RETURNING quantity',
    [quantity, stock.id, quantity],
  )
  if (!left) return 'short'
  // Only the quantity moved: the other fields are the same on both sides.
  const lag = (n: number) => ({ quantity: n, stocked: true, stockType: 'LAG' as const })
  return stockStatusChanged(lag(Number(left.quantity) + quantity), lag(Number(left.quantity))) ? 'emptied' : 'taken'
}

/** What an order's stock taking changed on the anonymous pages (page-cache/ expireStockPages). */
export interface StockTaken {
  articles: string[]
  statusChanged: boolean
}

export const NOTHING_TAKEN: StockTaken = { articles: [], statusChanged: false }

/**
 * Takes the stock of an order's lines at one location, in a fixed order (by article) so two orders lock
 * the same stock rows in the same order: no deadlock. `short` lists the articles there was not enough of
 * (the caller refuses the order, and its transaction takes nothing).
 */
export async function takeOrderStock(
  tx: Transaction,
  lines: readonly { articleNumber: string; quantity: number }[],
  locationId: string,
): Promise<{ short: string[]; taken: StockTaken }> {
  const short: string[] = []
  const taken: StockTaken = { articles: [], statusChanged: false }
  for (const line of [...lines].sort((a, b) => a.articleNumber.localeCompare(b.articleNumber))) {
    const outcome = await takeStock(tx, line.articleNumber, locationId, line.quantity)
    if (outcome === 'short') short.push(line.articleNumber)
    else if (outcome !== 'untracked') {
      taken.articles.push(line.articleNumber)
      taken.statusChanged ||= outcome === 'emptied'
    }
  }
  return { short, taken }
}

export interface NewOrder {
  userId: number
  customerId: number | null
  projectId: number | null
  /** The checked-out cart; null for an order that came without one (a cXML OrderRequest). */
  cartRowId: number | null
  deliveryId: DeliveryMethod
  items: unknown[]
  details: Record<string, unknown>
  totals: MoneyTotals | null
  idempotencyKey: string
  placedAt: string
}

/** Writes the order; its number follows the row id (unique without a counter table, readable on the phone). */
export async function insertOrder(tx: Transaction, order: NewOrder): Promise<PlacedOrder> {
  const tempOrderId = randomUUID()
  const [inserted] = await tx.rows<{ id: number }>(
    `INSERT INTO orders (order_id, temp_order_id, user_id, customer_id, project_id, cart_id, delivery_id, status,
                         order_items, order_details, totals, idempotency_key, placed_at, updated_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'placed', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      tempOrderId,
      tempOrderId,
      order.userId,
      order.customerId,
      order.projectId,
      order.cartRowId,
      order.deliveryId,
      JSON.stringify(order.items),
      JSON.stringify(order.details),
      order.totals ? JSON.stringify(order.totals) : null,
      order.idempotencyKey,
      order.placedAt,
      order.placedAt,
      order.placedAt,
    ],
  )
  const orderId = String(40_000_000 + Number(inserted?.id))
  await tx.run('UPDATE orders SET order_id = ? WHERE id = ?', [orderId, Number(inserted?.id)])
  return { orderId, tempOrderId }
}
