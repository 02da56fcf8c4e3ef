import 'server-only'
import { randomUUID } from 'node:crypto'
import {
  allowedDeliveryMethods,
  deliveryDates,
  fulfilmentLocation,
  isAllowed,
  isValidQuantity,
  lineActions,
  lineTotal,
  moneyTotals,
  netPriceFor,
  shopperFor,
  sumTotals,
} from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import {
  type AddItemsInput,
  type AddItemsResponse,
  CART_LIMIT,
  type CartDeliveryView,
  type CartItemError,
  type CartItemView,
  type CartView,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type UpdateItemInput,
} from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { cache } from 'react'
import type { Session } from '../auth/session'
import { priceTablesFor } from '../catalog/prices'
import { type ArticleStock, stockFor } from '../catalog/stock'
import { isoColumn, jsonColumn, placeholders, type SqlValue, sqlBatch, sqlRows } from '../db/sql'
import { DELIVERY_NAMES } from './delivery-names'

/**
 * The cart service (spec section 7): one active cart per user and customer/project context, its lines
 * in `cart_items`. Every call names a cart by its cartId or by `current` (the session's cart, made on
 * first use); a cart that is not the caller's, or not of the chosen context, is 404 like a missing one.
 * Writes are plain SQL: each call touches a few rows and must be cheap under load (bench/checkout).
 */

export type CartFailure = { status: number; error: MessageKey; message?: string; details?: Record<string, unknown> }
export type CartOutcome<T> = { ok: true; value: T } | { ok: false; failure: CartFailure }

const fail = (status: number, error: MessageKey, message?: string, details?: Record<string, unknown>) =>
  ({ ok: false, failure: { status, error, message, details } }) as const

export function failureResponse(failure: CartFailure): Response {
  return Response.json(
    { error: failure.error, message: failure.message ?? t(failure.error), ...failure.details },
    { status: failure.status },
  )
}

export interface CartRow {
  id: number
  cartId: string
  userId: number
  customerId: number | null
  projectId: number | null
  deliveryIdsInOrder: DeliveryMethod[]
}

interface CartRowSql {
  id: number
  cart_id: string
  user_id: number
  customer_id: number | null
  project_id: number | null
  delivery_ids_in_order: unknown
}

const toCartRow = (row: CartRowSql): CartRow => ({
  id: Number(row.id),
  cartId: row.cart_id,
  userId: Number(row.user_id),
  customerId: row.customer_id === null ? null : Number(row.customer_id),
  projectId: row.project_id === null ? null : Number(row.project_id),
  deliveryIdsInOrder: jsonColumn<DeliveryMethod[]>(row.delivery_ids_in_order, []),
})

const CART_COLUMNS = 'id, cart_id, user_id, customer_id, project_id, delivery_ids_in_order'

/** The session's context as the cart columns hold it. */
function contextOf(session: Session) {
  return {
    userId: Number(session.principal.userId),
    customerId: session.customerId === null ? null : Number(session.customerId),
    projectId: session.projectId === null ? null : Number(session.projectId),
  }
}

const sameContext = (cart: CartRow, session: Session) => {
  const context = contextOf(session)
  return (
    cart.userId === context.userId && cart.customerId === context.customerId && cart.projectId === context.projectId
  )
}

async function findActiveCart(payload: Payload, session: Session): Promise<CartRow | null> {
  const { userId, customerId, projectId } = contextOf(session)
  const rows = await sqlRows<CartRowSql>(
    payload,
    `SELECT ${CART_COLUMNS} FROM carts
      WHERE user_id = ? AND status = 'active'
        AND ${customerId === null ? 'customer_id IS NULL' : 'customer_id = ?'}
        AND ${projectId === null ? 'project_id IS NULL' : 'project_id = ?'}
      ORDER BY id LIMIT 1`,
    [userId, ...(customerId === null ? [] : [customerId]), ...(projectId === null ? [] : [projectId])],
  )
  return rows[0] ? toCartRow(rows[0]) : null
}

/**
 * The session's active cart, made when missing. Two first adds racing may both insert; every read
 * takes the lowest id, so both add to the same cart, and the other (still empty) one is retired.
 */
async function ensureCart(payload: Payload, session: Session): Promise<CartRow> {
  const existing = await findActiveCart(payload, session)
  if (existing) return existing
  const { userId, customerId, projectId } = contextOf(session)
  const now = new Date().toISOString()
  const cartId = randomUUID()
  await sqlBatch(payload, [
    {
      text: `INSERT INTO carts (cart_id, user_id, customer_id, project_id, status, delivery_ids_in_order, updated_at, created_at)
             VALUES (?, ?, ?, ?, 'active', ?, ?, ?)`,
      args: [cartId, userId, customerId, projectId, '[]', now, now],
    },
  ])
  const winner = (await findActiveCart(payload, session)) as CartRow
  if (winner.cartId !== cartId) {
    await sqlBatch(payload, [{ text: `UPDATE carts SET status = 'DELETED' WHERE cart_id = ?`, args: [cartId] }])
  }
  return winner
}

/**
 * The cart a request names. `current` is the session's own (made when `create`); any other id must be
 * the caller's active cart in the chosen context (`anyContext` relaxes the context, for transfer).
 */
export async function resolveCart(
  payload: Payload,
  session: Session,
  idParam: string,
  options: { create?: boolean; anyContext?: boolean } = {},
): Promise<CartOutcome<CartRow | null>> {
  if (idParam === 'current') {
    return {
      ok: true,
      value: options.create ? await ensureCart(payload, session) : await findActiveCart(payload, session),
    }
  }
  const rows = await sqlRows<CartRowSql>(
    payload,
    `SELECT ${CART_COLUMNS} FROM carts WHERE cart_id = ? AND status = 'active'`,
    [idParam],
  )
  const cart = rows[0] ? toCartRow(rows[0]) : null
  const mine = cart && cart.userId === Number(session.principal.userId)
  if (!cart || !mine || (!options.anyContext && !sameContext(cart, session))) return fail(404, 'errors.not_found')
  return { ok: true, value: cart }
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

interface ItemRow {
  id: number
  articleNumber: string
  deliveryId: DeliveryMethod
  quantity: number
  label: string | null
  requestedDeliveryDate: string | null
}

async function itemRows(payload: Payload, cartId: number): Promise<ItemRow[]> {
  const rows = await sqlRows<{
    id: number
    article_number: string
    delivery_id: DeliveryMethod
    quantity: number | string
    label: string | null
    requested_delivery_date: unknown
  }>(
    payload,
    'SELECT id, article_number, delivery_id, quantity, label, requested_delivery_date FROM cart_items WHERE cart_id = ? ORDER BY id',
    [cartId],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    articleNumber: row.article_number,
    deliveryId: row.delivery_id,
    quantity: Number(row.quantity),
    label: row.label,
    requestedDeliveryDate: isoColumn(row.requested_delivery_date)?.slice(0, 10) ?? null,
  }))
}

export interface CartVariant {
  articleNumber: string
  name: string
  variantSlug: string
  ean: string | null
  image: string | null
  unit: string
  discontinued: boolean
  replacementArticleNumber: string | null
  filterTags: string[]
  stockedAt: string[]
  onlyStore: boolean
  mustBeInStockedAt: boolean
  orderMultiple: number
}

/** The catalog facts a cart line needs, by article number (unknown articles are absent). */
export async function cartVariants(
  payload: Payload,
  articleNumbers: readonly string[],
): Promise<Map<string, CartVariant>> {
  const unique = [...new Set(articleNumbers)]
  const found = new Map<string, CartVariant>()
  if (!unique.length) return found
  const rows = await sqlRows<Record<string, unknown>>(
    payload,
    `SELECT article_number, name, variant_slug, ean, discontinued, replacement_article_number, filter_tags, stocked_at,
            purchase_constraints_only_store, purchase_constraints_must_be_in_stocked_at,
            purchase_constraints_order_multiple, web_sales_unit_unit, images
       FROM variants WHERE article_number IN (${placeholders(unique.length)})`,
    unique,
  )
  for (const row of rows) {
    const images = jsonColumn<Array<{ assetType: string; assetUrl: string }>>(row.images, [])
    const image = images.find((i) => i.assetType === 'PRIMARY') ?? images[0]
    found.set(String(row.article_number), {
      articleNumber: String(row.article_number),
      name: String(row.name),
      variantSlug: String(row.variant_slug),
      ean: (row.ean as string | null) ?? null,
      image: image?.assetUrl ?? null,
      unit: (row.web_sales_unit_unit as string | null) ?? 'st',
      discontinued: Boolean(row.discontinued),
      replacementArticleNumber: (row.replacement_article_number as string | null) ?? null,
      filterTags: jsonColumn<string[]>(row.filter_tags, []),
      stockedAt: jsonColumn<string[]>(row.stocked_at, []),
      onlyStore: Boolean(row.purchase_constraints_only_store),
      mustBeInStockedAt: Boolean(row.purchase_constraints_must_be_in_stocked_at),
      orderMultiple: Math.max(1, Number(row.purchase_constraints_order_multiple ?? 1)),
    })
  }
  return found
}

/** What the chosen customer lets this session do with a cart (spec section 6 deny codes). */
export function cartRights(session: Session) {
  const { principal, customerId } = session
  return {
    allowedDeliveryMethods: [...allowedDeliveryMethods(!isAllowed(principal, customerId, 'EJ_ALLA_LEVERANSSATT'))],
    canOrder: isAllowed(principal, customerId, 'EJ_ORDER'),
  }
}

/** The store a session's express and pickup deliveries use on `brand`. */
export const storeOf = (brand: Brand, session: Session) => shopperFor(brand, session).storeId

function itemView(
  cart: CartRow,
  row: ItemRow,
  facts: {
    variants: Map<string, CartVariant>
    prices: Awaited<ReturnType<typeof priceTablesFor>>['prices']
    brackets: Awaited<ReturnType<typeof priceTablesFor>>['brackets']
    stock: Map<string, ArticleStock>
    brand: Brand
    storeId: string
    allowed: DeliveryMethod[]
  },
): CartItemView {
  const variant = facts.variants.get(row.articleNumber) ?? null
  const locationId = fulfilmentLocation(row.deliveryId, {
    centralId: facts.brand.centralStorageId,
    storeId: facts.storeId,
  })
  const location = facts.stock.get(row.articleNumber)?.locations.find((l) => l.locationId === locationId)
  const stockRow = location && location.quantity >= 0 && location.stockType ? location : null
  const price = facts.prices.get(row.articleNumber) ?? null
  const shownPrice =
    price && !price.askForPrice
      ? {
          // The quantity's bracket, when the article has steps (spec: hasBracketPrices).
          netPrice: netPriceFor(row.quantity, price.netPrice, facts.brackets.get(row.articleNumber) ?? []),
          alloyingPrice: price.alloyingPrice,
          salesPrice: price.salesPrice,
          salesPriceUnit: price.salesPriceUnit,
          discountPercentage: price.discountPercentage,
          askForPrice: price.askForPrice,
          hasBracketPrices: price.hasBracketPrices,
        }
      : null
  return {
    cartItemId: String(row.id),
    cartId: cart.cartId,
    articleNumber: row.articleNumber,
    deliveryId: row.deliveryId,
    quantity: row.quantity,
    label: row.label,
    requestedDeliveryDate: row.requestedDeliveryDate,
    variant: variant
      ? {
          name: variant.name,
          articleNumber: variant.articleNumber,
          variantSlug: variant.variantSlug,
          ean: variant.ean,
          image: variant.image,
          unit: variant.unit,
          orderMultiple: variant.orderMultiple,
          discontinued: variant.discontinued,
          replacementArticleNumber: variant.replacementArticleNumber,
        }
      : null,
    price: shownPrice,
    lineTotal: lineTotal(shownPrice, row.quantity),
    stock: location
      ? { locationId, quantity: location.quantity, availability: location.availability, level: location.level }
      : null,
    actions: lineActions({
      deliveryId: row.deliveryId,
      quantity: row.quantity,
      variant,
      stock: stockRow
        ? { quantity: stockRow.quantity, stockType: stockRow.stockType as NonNullable<typeof stockRow.stockType> }
        : null,
      allowedDeliveryMethods: facts.allowed,
      storeId: facts.storeId,
    }),
  }
}

/** Catalog facts of `articleNumbers`, reading only those `known` does not already hold. */
async function variantsOf(payload: Payload, articleNumbers: readonly string[], known?: Map<string, CartVariant>) {
  if (!known) return cartVariants(payload, articleNumbers)
  const found = new Map(known)
  const missing = articleNumbers.filter((n) => !found.has(n))
  for (const [n, variant] of await cartVariants(payload, missing)) found.set(n, variant)
  return found
}

/**
 * The whole cart as the UI shows it: lines with prices, stock and action flags, grouped by delivery.
 * `known` saves reading again the catalog facts a change has just read (cart add answers under load).
 */
export async function cartView(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  known?: Map<string, CartVariant>,
): Promise<CartView> {
  const rows = await itemRows(payload, cart.id)
  const articleNumbers = rows.map((r) => r.articleNumber)
  const storeId = storeOf(brand, session)
  const shopper = shopperFor(brand, session)
  const [variants, { prices, brackets }, stock] = await Promise.all([
    variantsOf(payload, articleNumbers, known),
    priceTablesFor(payload, articleNumbers, shopper),
    stockFor(payload, articleNumbers, {
      locationIds: [brand.centralStorageId, storeId],
      centralId: brand.centralStorageId,
    }),
  ])
  const rights = cartRights(session)
  const facts = {
    variants,
    prices,
    brackets,
    stock: new Map(stock.map((s) => [s.articleNumber, s])),
    brand,
    storeId,
    allowed: rights.allowedDeliveryMethods,
  }
  const items = rows.map((row) => itemView(cart, row, facts))
  const deliveries: CartDeliveryView[] = DELIVERY_METHODS.flatMap((deliveryId) => {
    const group = items.filter((item) => item.deliveryId === deliveryId)
    if (!group.length) return []
    const dates = [...new Set(group.map((item) => item.requestedDeliveryDate))]
    return [
      {
        deliveryId,
        name: DELIVERY_NAMES[deliveryId],
        isIncludedInOrder: cart.deliveryIdsInOrder.includes(deliveryId),
        requestedDeliveryDate: dates.length === 1 ? (dates[0] ?? null) : null,
        items: group,
        totals: moneyTotals(group.map((item) => item.lineTotal)),
      },
    ]
  })
  const included = deliveries.filter((d) => d.isIncludedInOrder)
  return {
    cartId: cart.cartId,
    deliveryIdsInOrder: included.map((d) => d.deliveryId),
    deliveries,
    itemCount: items.length,
    totals: sumTotals(included.map((d) => d.totals)),
    ...rights,
  }
}

/**
 * The session's cart for a page's first paint, or null before the first add. Once per request: the
 * layout (header badge, flyout) and the /cart page both ask for it with the same session and brand.
 */
export const currentCartView = cache(
  async (payload: Payload, session: Session, brand: Brand): Promise<CartView | null> => {
    const cart = await findActiveCart(payload, session)
    return cart ? cartView(payload, session, brand, cart) : null
  },
)

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────

const dateValue = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null)

async function setIncluded(payload: Payload, cart: CartRow, deliveryIds: DeliveryMethod[]) {
  await sqlBatch(payload, [
    {
      text: 'UPDATE carts SET delivery_ids_in_order = ?, updated_at = ? WHERE id = ?',
      args: [JSON.stringify(deliveryIds), new Date().toISOString(), cart.id],
    },
  ])
  cart.deliveryIdsInOrder = deliveryIds
}

/**
 * Spec section 7, batch add: each line is added to (or merged into) the cart, or refused with its
 * reason in `errors`. A line without a delivery method refuses the whole call ('Vänligen välj ett
 * leveranssätt.'), and so does going over CART_LIMIT lines: nothing is added then.
 */
export async function addItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  idParam: string,
  items: AddItemsInput['items'],
): Promise<CartOutcome<AddItemsResponse>> {
  if (items.some((item) => !item.deliveryId)) return fail(400, 'cart.choose_delivery_method')
  const resolved = await resolveCart(payload, session, idParam, { create: true })
  if (!resolved.ok) return resolved
  const cart = resolved.value as CartRow
  const existing = await itemRows(payload, cart.id)
  const variants = await cartVariants(
    payload,
    items.map((i) => i.articleNumber),
  )
  const { allowedDeliveryMethods: allowed } = cartRights(session)
  const errors: CartItemError[] = []
  const refuse = (articleNumber: string, error: MessageKey, message: string) =>
    errors.push({ articleNumber, error, message })
  const accepted = new Map<
    string,
    { articleNumber: string; deliveryId: DeliveryMethod; quantity: number; label: string | null }
  >()
  for (const item of items) {
    const deliveryId = item.deliveryId as DeliveryMethod
    const variant = variants.get(item.articleNumber)
    if (!variant)
      refuse(item.articleNumber, 'cart.unknown_article', t('cart.unknown_article', { id: item.articleNumber }))
    else if (!allowed.includes(deliveryId))
      refuse(item.articleNumber, 'cart.delivery_not_allowed', t('cart.delivery_not_allowed'))
    else if (!isValidQuantity(item.quantity, variant.orderMultiple))
      refuse(
        item.articleNumber,
        'cart.quantity_not_multiple',
        t('cart.quantity_not_multiple', { id: item.articleNumber, multiple: variant.orderMultiple }),
      )
    else {
      const key = `${item.articleNumber}|${deliveryId}`
      const earlier = accepted.get(key)
      accepted.set(key, {
        articleNumber: item.articleNumber,
        deliveryId,
        quantity: (earlier?.quantity ?? 0) + item.quantity,
        label: item.label ?? earlier?.label ?? null,
      })
    }
  }
  const lineKeys = new Set(existing.map((row) => `${row.articleNumber}|${row.deliveryId}`))
  const newLines = [...accepted.keys()].filter((key) => !lineKeys.has(key)).length
  if (existing.length + newLines > CART_LIMIT) {
    return fail(422, 'cart.cart_limit_exceeded', undefined, { limit: CART_LIMIT })
  }
  const now = new Date().toISOString()
  const groupDate = (deliveryId: DeliveryMethod) =>
    existing.find((row) => row.deliveryId === deliveryId)?.requestedDeliveryDate ?? null
  const statements = [...accepted.values()].map((line) => ({
    text: `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, requested_delivery_date, updated_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_id, article_number, delivery_id)
           DO UPDATE SET quantity = cart_items.quantity + excluded.quantity,
                         label = COALESCE(excluded.label, cart_items.label), updated_at = excluded.updated_at`,
    args: [
      cart.id,
      line.articleNumber,
      line.deliveryId,
      line.quantity,
      line.label,
      dateValue(groupDate(line.deliveryId)),
      now,
      now,
    ] as SqlValue[],
  }))
  await sqlBatch(payload, statements)
  // A delivery the cart did not hold before starts out included in the order.
  const groupsBefore = new Set(existing.map((row) => row.deliveryId))
  const fresh = [...new Set([...accepted.values()].map((l) => l.deliveryId))].filter((d) => !groupsBefore.has(d))
  if (fresh.length) await setIncluded(payload, cart, [...new Set([...cart.deliveryIdsInOrder, ...fresh])])
  const view = await cartView(payload, session, brand, cart, variants)
  const touched = new Set(accepted.keys())
  const cartItems = view.deliveries
    .flatMap((d) => d.items)
    .filter((item) => touched.has(`${item.articleNumber}|${item.deliveryId}`))
  return { ok: true, value: { cart: view, cartItems, errors } }
}

/** A named line of a cart, or 404. */
async function lineOf(payload: Payload, cart: CartRow, cartItemId: string): Promise<ItemRow | null> {
  const rows = await itemRows(payload, cart.id)
  return rows.find((row) => String(row.id) === cartItemId) ?? null
}

/**
 * Spec section 7, PUT variants/{item}: quantity, label, delivery method, or the article itself (the
 * replacement of a discontinued one). A line moved onto one that already exists merges into it.
 */
export async function updateItem(
  payload: Payload,
  session: Session,
  cart: CartRow,
  cartItemId: string,
  change: UpdateItemInput,
): Promise<CartOutcome<null>> {
  const line = await lineOf(payload, cart, cartItemId)
  if (!line) return fail(404, 'errors.not_found')
  const articleNumber = change.articleNumber ?? line.articleNumber
  const deliveryId = change.deliveryId ?? line.deliveryId
  const variant = (await cartVariants(payload, [articleNumber])).get(articleNumber)
  if (!variant) return fail(400, 'cart.unknown_article', t('cart.unknown_article', { id: articleNumber }))
  if (change.deliveryId && !cartRights(session).allowedDeliveryMethods.includes(deliveryId)) {
    return fail(400, 'cart.delivery_not_allowed')
  }
  const quantity = change.quantity ?? line.quantity
  // Keeping an old quantity that is not a multiple is the shopper's to fix (flagged); a new one must be.
  if ((change.quantity !== undefined || change.articleNumber) && !isValidQuantity(quantity, variant.orderMultiple)) {
    return fail(
      400,
      'cart.quantity_not_multiple',
      t('cart.quantity_not_multiple', { id: articleNumber, multiple: variant.orderMultiple }),
    )
  }
  const label = change.label === undefined ? line.label : change.label
  const now = new Date().toISOString()
  const target = (await itemRows(payload, cart.id)).find(
    (row) => row.id !== line.id && row.articleNumber === articleNumber && row.deliveryId === deliveryId,
  )
  if (target) {
    await sqlBatch(payload, [
      {
        text: 'UPDATE cart_items SET quantity = quantity + ?, updated_at = ? WHERE id = ?',
        args: [quantity, now, target.id],
      },
      { text: 'DELETE FROM cart_items WHERE id = ?', args: [line.id] },
    ])
  } else {
    const groupDate = (await itemRows(payload, cart.id)).find(
      (row) => row.deliveryId === deliveryId && row.id !== line.id,
    )
    await sqlBatch(payload, [
      {
        text: `UPDATE cart_items SET article_number = ?, delivery_id = ?, quantity = ?, label = ?, requested_delivery_date = ?,
                      updated_at = ? WHERE id = ?`,
        args: [
          articleNumber,
          deliveryId,
          quantity,
          label,
          dateValue(
            deliveryId === line.deliveryId ? line.requestedDeliveryDate : (groupDate?.requestedDeliveryDate ?? null),
          ),
          now,
          line.id,
        ],
      },
    ])
  }
  if (deliveryId !== line.deliveryId && !cart.deliveryIdsInOrder.includes(deliveryId)) {
    const remaining = await itemRows(payload, cart.id)
    if (remaining.filter((row) => row.deliveryId === deliveryId).length === 1) {
      await setIncluded(payload, cart, [...cart.deliveryIdsInOrder, deliveryId])
    }
  }
  return { ok: true, value: null }
}

/** Removes the named lines (all of them, or 404 and none when one is not this cart's). */
export async function deleteItems(
  payload: Payload,
  cart: CartRow,
  cartItemIds: string[] | 'all',
): Promise<CartOutcome<null>> {
  if (cartItemIds === 'all') {
    await sqlBatch(payload, [{ text: 'DELETE FROM cart_items WHERE cart_id = ?', args: [cart.id] }])
    return { ok: true, value: null }
  }
  const own = new Set((await itemRows(payload, cart.id)).map((row) => String(row.id)))
  if (cartItemIds.some((id) => !own.has(id))) return fail(404, 'errors.not_found')
  await sqlBatch(payload, [
    {
      text: `DELETE FROM cart_items WHERE cart_id = ? AND id IN (${placeholders(cartItemIds.length)})`,
      args: [cart.id, ...cartItemIds.map(Number)],
    },
  ])
  return { ok: true, value: null }
}

/** The open delivery days of `brand` from now (the same list the date picker is offered). */
export function openDeliveryDays(brand: Brand, now = new Date(), count = 60): string[] {
  return deliveryDates(now, { closedDays: brand.closedDays, cutoffHour: brand.cutoffHour }, count)
}

/** PUT delivery[/{did}]: the requested date of one delivery, or of all; only an open day is taken. */
export async function setDeliveryDate(
  payload: Payload,
  brand: Brand,
  cart: CartRow,
  deliveryId: DeliveryMethod | null,
  day: string,
): Promise<CartOutcome<null>> {
  if (!openDeliveryDays(brand).includes(day)) {
    return fail(400, 'errors.update_delivery_date', t('cart.date_not_open'))
  }
  await sqlBatch(payload, [
    {
      text: `UPDATE cart_items SET requested_delivery_date = ?, updated_at = ? WHERE cart_id = ?${deliveryId ? ' AND delivery_id = ?' : ''}`,
      args: [dateValue(day), new Date().toISOString(), cart.id, ...(deliveryId ? [deliveryId] : [])],
    },
  ])
  return { ok: true, value: null }
}

/** PUT delivery/{did}/includeInOrder. */
export async function includeInOrder(payload: Payload, cart: CartRow, deliveryId: DeliveryMethod, included: boolean) {
  const others = cart.deliveryIdsInOrder.filter((d) => d !== deliveryId)
  await setIncluded(payload, cart, included ? [...others, deliveryId] : others)
}

/** PUT {dest}/transfer/{src}: the source cart's lines move into the destination, the source is deleted. */
export async function transferCart(payload: Payload, dest: CartRow, src: CartRow): Promise<CartOutcome<null>> {
  if (dest.id === src.id) return fail(400, 'errors.transfer_cart')
  const [from, to] = await Promise.all([itemRows(payload, src.id), itemRows(payload, dest.id)])
  const keys = new Set(to.map((row) => `${row.articleNumber}|${row.deliveryId}`))
  const added = from.filter((row) => !keys.has(`${row.articleNumber}|${row.deliveryId}`)).length
  if (to.length + added > CART_LIMIT) return fail(422, 'cart.cart_limit_exceeded')
  const now = new Date().toISOString()
  await sqlBatch(payload, [
    ...from.map((row) => ({
      text: `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, requested_delivery_date, updated_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (cart_id, article_number, delivery_id)
             DO UPDATE SET quantity = cart_items.quantity + excluded.quantity, updated_at = excluded.updated_at`,
      args: [
        dest.id,
        row.articleNumber,
        row.deliveryId,
        row.quantity,
        row.label,
        dateValue(row.requestedDeliveryDate),
        now,
        now,
      ] as SqlValue[],
    })),
    { text: 'DELETE FROM cart_items WHERE cart_id = ?', args: [src.id] },
    { text: `UPDATE carts SET status = 'DELETED', updated_at = ? WHERE id = ?`, args: [now, src.id] },
  ])
  const groups = new Set([...dest.deliveryIdsInOrder, ...from.map((row) => row.deliveryId)])
  await setIncluded(payload, dest, [...groups])
  return { ok: true, value: null }
}

/** PUT status DELETED (spec section 4): the cart is gone; the next add starts a new one. */
export async function deleteCart(payload: Payload, cart: CartRow): Promise<void> {
  await sqlBatch(payload, [
    {
      text: `UPDATE carts SET status = 'DELETED', updated_at = ? WHERE id = ?`,
      args: [new Date().toISOString(), cart.id],
    },
  ])
}
