import 'server-only'
import {
  contactRefusal,
  deliveryHoursRefusal,
  deliveryNeeds,
  earliestDeliveryDate,
  fail,
  fulfilmentLocation,
  isPastCutoff,
  moneyTotals,
  normalisePostalCode,
  offeredDeliveryDates,
  ok,
  type Result,
} from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import {
  type CartDeliveryView,
  type CheckoutInput,
  type CheckoutOrderResult,
  type CheckoutResponse,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type OrderDetailsInput,
} from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { customerIdByNumber, holdsCustomer } from '../accounts/service'
import type { Actor, Session } from '../accounts/session'
import { type AddressView, listAddresses } from '../addresses/service'
import { type CartRow, cartRights, cartView, openDeliveryDays, storeOf } from '../cart/service'
import { type OrderParty, OrderRefused, orderParty, ordersByKey, type PlacedOrder, placeOrder } from '../orders/service'

/**
 * Checkout (spec sections 4 and 7): one order per included delivery of the cart. Each delivery is its
 * own transaction (orders/service.ts placeOrder), so one that fails (stock ran out, details missing)
 * leaves the others to succeed and is listed as failed; a failed one changes nothing (stock, cart and
 * orders stay as they were).
 *
 * No oversell: placeOrder takes the warehouse stock (LAG) with a conditional UPDATE (`quantity >= n`)
 * inside the order's transaction; on Postgres the stock and cart rows are also locked (FOR UPDATE) so
 * two checkouts of the same goods queue. No double order: the order row carries the client's
 * Idempotency-Key (scoped to the user and delivery); a retry answers the orders already placed.
 *
 * An order stores what the customer pays: the real net and alloying prices and totals, whatever the
 * placer may see (EJ_SE_PRISER, EJ_SE_RABATTER); hiding them is the order views' job.
 */

/** Why one delivery cannot become an order: a spec key and its Swedish text (as placeOrder's refusals). */
const refuse = (key: MessageKey, message: string = t(key)) => new OrderRefused(key, message)

const storedKey = (userId: string, key: string, deliveryId: DeliveryMethod) => `${userId}:${key}:${deliveryId}`

interface Prepared {
  delivery: CartDeliveryView
  locationId: string
  storeId: string | null
  address: AddressView | null
  zipCode: string | null
  date: string
  details: OrderDetailsInput
}

interface PrepareContext {
  brand: Brand
  defaultStore: string
  addresses: AddressView[]
  openDays: string[]
  now: Date
}

/**
 * Checks one delivery before any write, with the rules the delivery form shows (@shop/commerce): no
 * flagged line, the method inside its hours, what the method needs (a store, an address, a zip code),
 * a contact person and phone for a delivery to an address, and an offered date.
 */
function prepare(delivery: CartDeliveryView, details: OrderDetailsInput, context: PrepareContext): Prepared {
  const method = delivery.deliveryId
  if (delivery.items.some((item) => item.actions.length > 0)) throw refuse('checkout.lines_need_action')
  const closed = deliveryHoursRefusal(method, context.now)
  if (closed) throw refuse(closed.key, t(closed.key, closed.params))
  const needs = deliveryNeeds(method)
  const storeId = details.warehouseId ?? context.defaultStore
  if (!context.brand.storeIds.includes(storeId)) throw refuse('checkout.store_required')
  let address: AddressView | null = null
  if (needs.address) {
    const usable = context.addresses.filter((a) => a.validForDelivery)
    address = details.addressId
      ? (usable.find((a) => a.addressId === details.addressId) ?? null)
      : (usable.find((a) => a.preselected) ?? usable[0] ?? null)
    if (!address) throw refuse(details.addressId ? 'checkout.address_unknown' : 'checkout.address_required')
  }
  // The zip code the express service is booked for; the others keep the address's for the documents.
  const typed = (details.zipCode ?? address?.postalCode ?? '').trim()
  const postal = normalisePostalCode('SE', typed)
  if (needs.zipCode && !typed) throw refuse('checkout.zip_required')
  if (needs.zipCode && !postal.ok) throw refuse('checkout.errors.zip_invalid')
  const zipCode = postal.ok ? postal.value : typed || null
  const contact = contactRefusal(method, details)
  if (contact) throw refuse(contact.key, t(contact.key, contact.params))
  const date = details.requestedDeliveryDate ?? delivery.requestedDeliveryDate ?? context.openDays[0]
  if (!date || !context.openDays.includes(date)) throw refuse('checkout.date_not_open')
  return {
    delivery,
    locationId: fulfilmentLocation(method, { centralId: context.brand.centralStorageId, storeId }),
    storeId: needs.store ? storeId : null,
    address,
    zipCode,
    date,
    details,
  }
}

/** The order of one prepared delivery, placed in its own transaction (orders/service.ts placeOrder). */
function placeOne(
  payload: Payload,
  order: { cart: CartRow; prepared: Prepared; key: string; session: Session; brand: Brand; party: OrderParty },
): Promise<PlacedOrder> {
  const { cart, prepared, session } = order
  const { details, address } = prepared
  return placeOrder(payload, {
    idempotencyKey: order.key,
    userId: cart.userId,
    customerId: cart.customerId,
    projectId: cart.projectId,
    deliveryId: prepared.delivery.deliveryId,
    locationId: prepared.locationId,
    // The lines as read: placeOrder refuses the order when they changed since.
    cart: { rowId: cart.id, lines: prepared.delivery.items },
    // The delivery was read with the prices the customer pays (cartView `paid`), not the placer's view.
    items: prepared.delivery.items.map((item) => ({
      articleNumber: item.articleNumber,
      name: item.variant?.name ?? item.articleNumber,
      quantity: item.quantity,
      unit: item.variant?.unit ?? 'st',
      netPrice: item.price?.netPrice ?? null,
      alloyingPrice: item.price?.alloyingPrice ?? null,
      label: item.label,
      requestedDeliveryDate: prepared.date,
    })),
    details: {
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
    },
    totals: moneyTotals(prepared.delivery.items.map((item) => item.lineTotal)),
  })
}

const placed = (deliveryId: DeliveryMethod, order: PlacedOrder): CheckoutOrderResult => ({
  deliveryId,
  tempOrderId: order.tempOrderId,
  success: true,
  orderId: order.orderId,
  error: null,
  message: null,
})

const refused = (deliveryId: DeliveryMethod, error: OrderRefused): CheckoutOrderResult => ({
  deliveryId,
  tempOrderId: '',
  success: false,
  orderId: null,
  error: error.key,
  message: error.message,
})

/**
 * POST checkout of `cart`: the orders placed (at least one; the failed deliveries are listed with
 * their reason), or `errors.invalid_order` refused with the same `orders` and `cart` as details when
 * no delivery became an order. The same `idempotencyKey` again answers the orders already placed.
 */
export async function checkout(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  input: CheckoutInput,
  idempotencyKey: string,
  now = new Date(),
): Promise<Result<CheckoutResponse>> {
  if (!cartRights(session).canOrder) return fail('forbidden', 'errors.forbidden_action')
  if (!session.customerId) return fail('invalid', 'checkout.no_customer')
  const keyOf = (deliveryId: DeliveryMethod) => storedKey(session.principal.userId, idempotencyKey, deliveryId)

  // What the customer pays, whatever the placer may see: the order rows keep the real prices.
  const [paid, earlier] = await Promise.all([
    cartView(payload, session, brand, cart, { paid: true }),
    // A retry after the orders went through finds an emptied cart: answer what the key already placed.
    ordersByKey(payload, DELIVERY_METHODS.map(keyOf)),
  ])
  const included = paid.deliveries.filter((d) => d.isIncludedInOrder && d.items.length)
  if (!included.length && !earlier.size) return fail('invalid', 'checkout.nothing_to_order')
  const toPlace = included.filter((delivery) => !earlier.has(keyOf(delivery.deliveryId)))
  const [addresses, party] = await Promise.all([
    toPlace.some((d) => deliveryNeeds(d.deliveryId).address) ? listAddresses(payload, session) : ok([]),
    orderParty(payload, cart.customerId, cart.projectId),
  ])
  const context: PrepareContext = {
    brand,
    defaultStore: storeOf(brand, session),
    addresses: addresses.ok ? addresses.value : [],
    openDays: openDeliveryDays(brand, now),
    now,
  }
  const results: CheckoutOrderResult[] = [...earlier.entries()].map(([key, order]) =>
    placed(key.split(':').at(-1) as DeliveryMethod, order),
  )
  for (const delivery of toPlace) {
    const key = keyOf(delivery.deliveryId)
    try {
      const prepared = prepare(delivery, input.orderDetails[delivery.deliveryId] ?? {}, context)
      results.push(placed(delivery.deliveryId, await placeOne(payload, { cart, prepared, key, session, brand, party })))
    } catch (error) {
      // The same key racing in from a second request: its twin placed the order; answer that one.
      const twin = (await ordersByKey(payload, [key])).get(key)
      if (twin) results.push(placed(delivery.deliveryId, twin))
      else if (error instanceof OrderRefused) results.push(refused(delivery.deliveryId, error))
      else throw error
    }
  }
  const body: CheckoutResponse = { orders: results, cart: await cartView(payload, session, brand, cart) }
  if (results.some((r) => r.success)) return ok(body)
  return fail('refused', 'errors.invalid_order', { details: { ...body } })
}

/**
 * Spec section 7: GET /customers/{customerNumber}/delivery-dates: the open delivery days the date
 * picker offers (weekends, Swedish holidays, the brand's closed days and its cutoff hour counted, spec
 * section 5; the cart and checkout accept exactly these), for a customer the user holds; a site admin
 * may ask for any. An unknown customer is not found.
 */
export async function deliveryDays(
  payload: Payload,
  actor: Actor,
  brand: Brand,
  customerNumber: string,
  now = new Date(),
) {
  const customerId = await customerIdByNumber(payload, customerNumber)
  if (!customerId) return fail('not_found', 'errors.not_found')
  if (!holdsCustomer(actor.principal, customerId) && actor.principal.role !== 'SITE_ADMIN') {
    return fail('forbidden', 'errors.forbidden_action')
  }
  const calendar = { closedDays: brand.closedDays, cutoffHour: brand.cutoffHour }
  return ok({
    customerId: customerNumber,
    earliestDate: earliestDeliveryDate(now, calendar),
    cutoffHour: calendar.cutoffHour,
    pastCutoff: isPastCutoff(now, calendar.cutoffHour),
    dates: offeredDeliveryDates(now, calendar),
  })
}
