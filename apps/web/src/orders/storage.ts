import 'server-only'
import type { Payload, Where } from 'payload'
import type { Customer, Order } from '../payload-types'

/** The placed orders' reads (Local API), nothing else: who may see what is service.ts's. */

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
