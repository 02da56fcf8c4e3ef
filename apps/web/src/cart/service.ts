import 'server-only'
import { randomUUID } from 'node:crypto'
import {
  allowedDeliveryMethods,
  type BracketPrice,
  deliveryHoursRefusal,
  fail,
  fulfilmentLocation,
  isAllowed,
  lineActions,
  lineQuantityRefusal,
  lineTotal,
  moneyTotals,
  netPriceFor,
  offeredDeliveryDates,
  ok,
  type Price,
  type PriceVisibility,
  PUNCHOUT_DELIVERY_METHOD,
  quantityRefusal,
  type Result,
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
  type LookupArticle,
  type UpdateItemInput,
} from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { cache } from 'react'
import type { Session } from '../accounts/session'
import { priceTablesFor } from '../catalog/prices'
import { type ArticleStock, stockFor } from '../catalog/stock'
import { DELIVERY_NAMES } from './delivery-names'
import {
  activeCart,
  activeCartById,
  articleNumbersLike,
  type CartOwner,
  type CartRow,
  type CartVariant,
  cartVariants,
  deleteLines,
  type ItemRow,
  insertCart,
  itemRows,
  linesWithVariants,
  mergeLine,
  moveLines,
  retireCart,
  setDeliveryIdsInOrder,
  setRequestedDate,
  updateLine,
  upsertLines,
} from './storage'

/**
 * The cart service (spec section 7): one active cart per user and customer/project context, its lines
 * one row per article and delivery. Routes resolve the cart a path names once (`resolveCart`: its
 * cartId or `current`; a cart that is not the caller's, or not of the chosen context, is not found like
 * a missing one) and hand the row to the service. Each change answers the whole cart as the UI shows
 * it, built from the rows the change already holds: a cart add reads the cart, its lines and the
 * catalog facts once each (bench/checkout measures it).
 */

export type { CartRow, CartVariant } from './storage'
/**
 * What other services read and write of the cart's rows: the catalog facts of articles (quotes,
 * shopping lists, cXML orders), and inside an order's transaction (orders/service.ts placeOrder) one
 * delivery's lines, locked, and emptying the ordered ones.
 */
export { cartVariants, deleteCartLines, deliveryLines } from './storage'

/** The answer of a cart change: the whole cart as it is now. */
export interface CartAnswer {
  cart: CartView
}

// ── Whose cart ───────────────────────────────────────────────────────────────────────────────────────

/** The session's context as the cart columns hold it. */
function ownerOf(session: Session): CartOwner {
  return {
    userId: Number(session.principal.userId),
    customerId: session.customerId === null ? null : Number(session.customerId),
    projectId: session.projectId === null ? null : Number(session.projectId),
  }
}

/**
 * The owner's active cart, made when missing. Two first adds racing may both insert; every read
 * takes the lowest id, so both add to the same cart, and the other (still empty) one is retired.
 */
async function ensureCart(payload: Payload, owner: CartOwner): Promise<CartRow> {
  const existing = await activeCart(payload, owner)
  if (existing) return existing
  const cartId = randomUUID()
  const now = new Date().toISOString()
  await insertCart(payload, owner, cartId, now)
  const winner = (await activeCart(payload, owner)) as CartRow
  if (winner.cartId !== cartId) await retireCart(payload, cartId, now)
  return winner
}

const notFound = () => fail('not_found', 'errors.not_found')

/**
 * The cart a request names, or not found. `current` is the session's own cart in the chosen context,
 * made on first use unless `create` is false (then a session without one has none: null). Any other
 * id must be the caller's active cart in the chosen context; `anyContext` relaxes the context (a cart
 * taken along when switching project), never the user.
 */
export async function resolveCart(
  payload: Payload,
  session: Session,
  id: string,
  options?: { create?: true; anyContext?: boolean },
): Promise<Result<CartRow>>
export async function resolveCart(
  payload: Payload,
  session: Session,
  id: string,
  options: { create: false; anyContext?: boolean },
): Promise<Result<CartRow | null>>
export async function resolveCart(
  payload: Payload,
  session: Session,
  id: string,
  options: { create?: boolean; anyContext?: boolean } = {},
): Promise<Result<CartRow | null>> {
  const owner = ownerOf(session)
  if (id === 'current')
    return ok(options.create === false ? await activeCart(payload, owner) : await ensureCart(payload, owner))
  const cart = await activeCartById(payload, id)
  if (!cart || cart.userId !== owner.userId) return notFound()
  const sameContext = cart.customerId === owner.customerId && cart.projectId === owner.projectId
  return sameContext || options.anyContext ? ok(cart) : notFound()
}

/**
 * What the chosen customer lets this session do with a cart (spec section 6 deny codes); a punch-out
 * session has its one fixed delivery option (spec section 4) and no checkout (its claims deny EJ_ORDER).
 */
export function cartRights(session: Pick<Session, 'principal' | 'customerId' | 'punchout'>) {
  const { principal, customerId } = session
  const methods = session.punchout
    ? [PUNCHOUT_DELIVERY_METHOD]
    : allowedDeliveryMethods(!isAllowed(principal, customerId, 'EJ_ALLA_LEVERANSSATT'))
  return {
    allowedDeliveryMethods: [...methods],
    canOrder: isAllowed(principal, customerId, 'EJ_ORDER'),
    punchout: Boolean(session.punchout),
  }
}

/** The store a session's express and pickup deliveries use on `brand`. */
export const storeOf = (brand: Brand, session: Session) => shopperFor(brand, session).storeId

// ── The cart as the UI shows it ─────────────────────────────────────────────────────────────────────

/** Every price and discount: what the customer pays, whatever the placer may see (checkout stores it). */
const PAID: PriceVisibility = { prices: true, discounts: true }

interface CartFacts {
  variants: Map<string, CartVariant>
  prices: Map<string, Price | null>
  brackets: Map<string, BracketPrice[]>
  stock: Map<string, ArticleStock>
  brand: Brand
  storeId: string
  rights: ReturnType<typeof cartRights>
}

/** Prices (as `visibility` allows) and stock of the lines' articles; the catalog facts are known. */
async function factsOf(
  payload: Payload,
  session: Session,
  brand: Brand,
  lineArticles: readonly string[],
  variants: Map<string, CartVariant>,
  visibility: PriceVisibility,
): Promise<CartFacts> {
  const articleNumbers = [...new Set(lineArticles)]
  const shopper = shopperFor(brand, session)
  const [{ prices, brackets }, stock] = await Promise.all([
    priceTablesFor(payload, articleNumbers, { customerId: shopper.customerId, visibility }),
    stockFor(payload, articleNumbers, {
      locationIds: [brand.centralStorageId, shopper.storeId],
      centralId: brand.centralStorageId,
    }),
  ])
  return {
    variants,
    prices,
    brackets,
    stock: new Map(stock.map((s) => [s.articleNumber, s])),
    brand,
    storeId: shopper.storeId,
    rights: cartRights(session),
  }
}

function itemView(cart: CartRow, row: ItemRow, facts: CartFacts): CartItemView {
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
          picture: variant.picture,
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
      allowedDeliveryMethods: facts.rights.allowedDeliveryMethods,
      storeId: facts.storeId,
    }),
  }
}

/** The view of `rows`: lines with prices, stock and action flags, grouped by delivery. */
function buildView(cart: CartRow, rows: readonly ItemRow[], facts: CartFacts): CartView {
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
    ...facts.rights,
  }
}

/**
 * The whole cart as the UI shows it: prices as the session may see them (EJ_SE_PRISER hides them),
 * or with `paid` what the customer pays whatever the session may see (checkout stores those).
 * `lines` are the cart's rows and their catalog facts when the caller already holds them.
 */
export async function cartView(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  options: { paid?: boolean; lines?: { rows: readonly ItemRow[]; variants: Map<string, CartVariant> } } = {},
): Promise<CartView> {
  const { rows, variants } = options.lines ?? (await linesWithVariants(payload, cart.id))
  const visibility = options.paid ? PAID : shopperFor(brand, session).visibility
  const articleNumbers = rows.map((row) => row.articleNumber)
  return buildView(cart, rows, await factsOf(payload, session, brand, articleNumbers, variants, visibility))
}

const answer = async (
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  lines?: { rows: readonly ItemRow[]; variants: Map<string, CartVariant> },
): Promise<Result<CartAnswer>> => ok({ cart: await cartView(payload, session, brand, cart, { lines }) })

/** GET the cart. */
export const getCart = (payload: Payload, session: Session, brand: Brand, cart: CartRow) =>
  answer(payload, session, brand, cart)

/**
 * The session's cart for a page's first paint, or null before the first add. Once per request: the
 * layout (header badge, flyout) and the /cart page both ask for it with the same session and brand.
 */
export const currentCartView = cache(
  async (payload: Payload, session: Session, brand: Brand): Promise<CartView | null> => {
    const cart = await activeCart(payload, ownerOf(session))
    return cart ? cartView(payload, session, brand, cart) : null
  },
)

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────

const refusalText = (refusal: { key: MessageKey; params?: Record<string, string | number> }) =>
  t(refusal.key, refusal.params)

const lineKey = (line: { articleNumber: string; deliveryId: DeliveryMethod }) =>
  `${line.articleNumber}|${line.deliveryId}`

async function includeDeliveries(
  payload: Payload,
  cart: CartRow,
  deliveryIds: readonly DeliveryMethod[],
  now: string,
): Promise<void> {
  await setDeliveryIdsInOrder(payload, cart.id, deliveryIds, now)
  cart.deliveryIdsInOrder = [...deliveryIds]
}

/**
 * Spec section 7, batch add: each line is added to (or merged into) the cart, or refused with its
 * reason in `errors`: an unknown article, a delivery method the customer may not use or that is
 * outside its hours, a quantity that is not the order multiple. A line without a delivery method
 * refuses the whole call ('Vänligen välj ett leveranssätt.'), and so does going over CART_LIMIT
 * lines: nothing is added then. `variants` are the catalog facts the caller already read (a file
 * import resolves its identifiers to them).
 */
export async function addItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  items: AddItemsInput['items'],
  options: { now?: Date; variants?: ReadonlyMap<string, CartVariant> } = {},
): Promise<Result<AddItemsResponse>> {
  if (items.some((item) => !item.deliveryId)) return fail('invalid', 'cart.choose_delivery_method')
  const now = options.now ?? new Date()
  const { rows: existing, variants } = await linesWithVariants(payload, cart.id)
  for (const [articleNumber, variant] of options.variants ?? []) variants.set(articleNumber, variant)
  const unread = [...new Set(items.map((item) => item.articleNumber))].filter((n) => !variants.has(n))
  for (const [articleNumber, variant] of await cartVariants(payload, unread)) variants.set(articleNumber, variant)

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
    const closed = deliveryHoursRefusal(deliveryId, now)
    const quantity = variant ? quantityRefusal(item.articleNumber, item.quantity, variant.orderMultiple) : null
    if (!variant)
      refuse(item.articleNumber, 'cart.unknown_article', t('cart.unknown_article', { id: item.articleNumber }))
    else if (!allowed.includes(deliveryId))
      refuse(item.articleNumber, 'cart.delivery_not_allowed', t('cart.delivery_not_allowed'))
    else if (closed) refuse(item.articleNumber, closed.key, refusalText(closed))
    else if (quantity) refuse(item.articleNumber, quantity.key, refusalText(quantity))
    else {
      const key = lineKey({ articleNumber: item.articleNumber, deliveryId })
      const earlier = accepted.get(key)
      accepted.set(key, {
        articleNumber: item.articleNumber,
        deliveryId,
        quantity: (earlier?.quantity ?? 0) + item.quantity,
        label: item.label ?? earlier?.label ?? null,
      })
    }
  }
  // The cap holds across adds: a line that would pass it refuses the whole call, so nothing changes.
  const inCart = new Map(existing.map((row) => [lineKey(row), row.quantity]))
  for (const [key, line] of accepted) {
    const over = lineQuantityRefusal(line.articleNumber, inCart.get(key) ?? 0, line.quantity)
    if (over) return fail('invalid', over.key, { message: refusalText(over), details: over.params })
  }
  const lineKeys = new Set(existing.map(lineKey))
  const newLines = [...accepted.keys()].filter((key) => !lineKeys.has(key)).length
  if (existing.length + newLines > CART_LIMIT) {
    return fail('refused', 'cart.cart_limit_exceeded', { details: { limit: CART_LIMIT } })
  }

  const stamp = now.toISOString()
  const groupDate = (deliveryId: DeliveryMethod) =>
    existing.find((row) => row.deliveryId === deliveryId)?.requestedDeliveryDate ?? null
  // The answer's prices and stock are read while the lines are written: the articles are known already.
  const [written, facts] = await Promise.all([
    upsertLines(
      payload,
      cart.id,
      [...accepted.values()].map((line) => ({ ...line, requestedDeliveryDate: groupDate(line.deliveryId) })),
      stamp,
    ),
    factsOf(
      payload,
      session,
      brand,
      [...existing.map((row) => row.articleNumber), ...[...accepted.values()].map((line) => line.articleNumber)],
      variants,
      shopperFor(brand, session).visibility,
    ),
  ])
  // A delivery the cart did not hold before starts out included in the order.
  const groupsBefore = new Set(existing.map((row) => row.deliveryId))
  const fresh = [...new Set([...accepted.values()].map((l) => l.deliveryId))].filter((d) => !groupsBefore.has(d))
  if (fresh.length) await includeDeliveries(payload, cart, [...new Set([...cart.deliveryIdsInOrder, ...fresh])], stamp)

  // The cart now: the rows read before, with the written ones as the database answered them.
  const byId = new Map(existing.map((row) => [row.id, row]))
  for (const row of written) byId.set(row.id, row)
  const view = buildView(
    cart,
    [...byId.values()].sort((a, b) => a.id - b.id),
    facts,
  )
  const touched = new Set(accepted.keys())
  const cartItems = view.deliveries.flatMap((d) => d.items).filter((item) => touched.has(lineKey(item)))
  return ok({ cart: view, cartItems, errors })
}

/**
 * One change of spec section 7's PUT variants/{item} to `rows` (the cart's lines as they are): the
 * quantity, label, delivery method, or the article itself (the replacement of a discontinued one). A
 * line moved onto one that already exists merges into it. Answers the rows after the change.
 */
async function changeLine(
  payload: Payload,
  session: Session,
  cart: CartRow,
  lines: { rows: ItemRow[]; variants: Map<string, CartVariant> },
  cartItemId: string,
  change: UpdateItemInput,
  now: Date,
): Promise<Result<ItemRow[]>> {
  const { rows, variants } = lines
  const line = rows.find((row) => String(row.id) === cartItemId)
  if (!line) return notFound()
  const articleNumber = change.articleNumber ?? line.articleNumber
  const deliveryId = change.deliveryId ?? line.deliveryId
  const variant = variants.get(articleNumber)
  if (!variant)
    return fail('invalid', 'cart.unknown_article', { message: t('cart.unknown_article', { id: articleNumber }) })
  if (change.deliveryId && !cartRights(session).allowedDeliveryMethods.includes(deliveryId)) {
    return fail('invalid', 'cart.delivery_not_allowed')
  }
  const closed = deliveryId !== line.deliveryId ? deliveryHoursRefusal(deliveryId, now) : null
  if (closed) return fail('refused', closed.key, { message: refusalText(closed) })
  const quantity = change.quantity ?? line.quantity
  // Keeping an old quantity that is not a multiple is the shopper's to fix (flagged); a new one must be.
  const refusal =
    change.quantity !== undefined || change.articleNumber
      ? quantityRefusal(articleNumber, quantity, variant.orderMultiple)
      : null
  if (refusal) return fail('invalid', refusal.key, { message: refusalText(refusal) })

  const stamp = now.toISOString()
  const others = rows.filter((row) => row.id !== line.id)
  const target = others.find((row) => row.articleNumber === articleNumber && row.deliveryId === deliveryId)
  let after: ItemRow[]
  if (target) {
    const over = lineQuantityRefusal(articleNumber, target.quantity, quantity)
    if (over) return fail('invalid', over.key, { message: refusalText(over), details: over.params })
    await mergeLine(payload, line.id, target.id, quantity, stamp)
    after = others.map((row) => (row === target ? { ...row, quantity: row.quantity + quantity } : row))
  } else {
    const changed: ItemRow = {
      ...line,
      articleNumber,
      deliveryId,
      quantity,
      label: change.label === undefined ? line.label : change.label,
      requestedDeliveryDate:
        deliveryId === line.deliveryId
          ? line.requestedDeliveryDate
          : (others.find((row) => row.deliveryId === deliveryId)?.requestedDeliveryDate ?? null),
    }
    await updateLine(payload, changed, stamp)
    after = rows.map((row) => (row === line ? changed : row))
  }
  // A line moved into a delivery the cart did not hold starts that delivery out included.
  const newGroup = !others.some((row) => row.deliveryId === deliveryId)
  if (deliveryId !== line.deliveryId && newGroup && !cart.deliveryIdsInOrder.includes(deliveryId)) {
    await includeDeliveries(payload, cart, [...cart.deliveryIdsInOrder, deliveryId], stamp)
  }
  return ok(after)
}

/**
 * PUT variants/{item} and variants/batch/update: the changes in turn, stopping at the first refused
 * one (those before it stay made). The cart's lines and catalog facts are read once for all of them.
 */
export async function updateItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  changes: ReadonlyArray<UpdateItemInput & { cartItemId: string }>,
  now = new Date(),
): Promise<Result<CartAnswer>> {
  const lines = await linesWithVariants(payload, cart.id)
  const replacements = changes.flatMap((c) => (c.articleNumber ? [c.articleNumber] : []))
  const unread = replacements.filter((n) => !lines.variants.has(n))
  for (const [articleNumber, variant] of await cartVariants(payload, unread)) lines.variants.set(articleNumber, variant)
  let rows = lines.rows
  for (const { cartItemId, ...change } of changes) {
    const changed = await changeLine(
      payload,
      session,
      cart,
      { rows, variants: lines.variants },
      cartItemId,
      change,
      now,
    )
    if (!changed.ok) return changed
    rows = changed.value
  }
  return answer(payload, session, brand, cart, { rows, variants: lines.variants })
}

/** Removes the named lines (all of them, or not found and none when one is not this cart's). */
export async function deleteItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  cartItemIds: readonly string[] | 'all',
): Promise<Result<CartAnswer>> {
  if (cartItemIds === 'all') {
    await deleteLines(payload, cart.id, 'all')
    return answer(payload, session, brand, cart, { rows: [], variants: new Map() })
  }
  const lines = await linesWithVariants(payload, cart.id)
  const doomed = new Set(cartItemIds)
  const own = new Set(lines.rows.map((row) => String(row.id)))
  if ([...doomed].some((id) => !own.has(id))) return notFound()
  await deleteLines(payload, cart.id, [...doomed].map(Number))
  const rows = lines.rows.filter((row) => !doomed.has(String(row.id)))
  return answer(payload, session, brand, cart, { rows, variants: lines.variants })
}

/** The delivery days a requested date may be chosen from on `brand` at `now` (as offered to the picker). */
export const openDeliveryDays = (brand: Brand, now = new Date()): string[] =>
  offeredDeliveryDates(now, { closedDays: brand.closedDays, cutoffHour: brand.cutoffHour })

/** PUT delivery[/{did}]: the requested date of one delivery, or of all; only an offered day is taken. */
export async function setDeliveryDate(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  deliveryId: DeliveryMethod | null,
  day: string,
  now = new Date(),
): Promise<Result<CartAnswer>> {
  if (!openDeliveryDays(brand, now).includes(day)) {
    return fail('invalid', 'errors.update_delivery_date', { message: t('cart.date_not_open') })
  }
  await setRequestedDate(payload, cart.id, deliveryId, day, now.toISOString())
  return answer(payload, session, brand, cart)
}

/** PUT delivery/{did}/includeInOrder. */
export async function includeInOrder(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  deliveryId: DeliveryMethod,
  included: boolean,
): Promise<Result<CartAnswer>> {
  const others = cart.deliveryIdsInOrder.filter((d) => d !== deliveryId)
  await includeDeliveries(payload, cart, included ? [...others, deliveryId] : others, new Date().toISOString())
  return answer(payload, session, brand, cart)
}

/** PUT {dest}/transfer/{src}: the source cart's lines move into the destination, the source is deleted. */
export async function transferCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  dest: CartRow,
  src: CartRow,
): Promise<Result<CartAnswer>> {
  if (dest.id === src.id) return fail('invalid', 'errors.transfer_cart')
  const [from, to] = await Promise.all([itemRows(payload, src.id), itemRows(payload, dest.id)])
  const keys = new Set(to.map(lineKey))
  const added = from.filter((row) => !keys.has(lineKey(row))).length
  if (to.length + added > CART_LIMIT) return fail('refused', 'cart.cart_limit_exceeded')
  const deliveryIdsInOrder = [...new Set([...dest.deliveryIdsInOrder, ...from.map((row) => row.deliveryId)])]
  await moveLines(
    payload,
    { destId: dest.id, srcId: src.id, lines: from, deliveryIdsInOrder },
    new Date().toISOString(),
  )
  dest.deliveryIdsInOrder = deliveryIdsInOrder
  return answer(payload, session, brand, dest)
}

/** PUT status DELETED (spec section 4): the cart is gone; the next add starts a new one. */
export async function deleteCart(payload: Payload, cart: CartRow | null): Promise<Result<null>> {
  if (cart) await retireCart(payload, cart.cartId, new Date().toISOString())
  return ok(null)
}

// ── Quick order ─────────────────────────────────────────────────────────────────────────────────────

export const LOOKUP_LIMIT = 8

/**
 * Quick order's live lookup: up to `limit` articles by article number or EAN as the shopper types,
 * exact matches first, read as a cart line reads them (a suggestion shows what the line will show).
 */
export async function lookupArticles(
  payload: Payload,
  q: string,
  limit = LOOKUP_LIMIT,
): Promise<Result<LookupArticle[]>> {
  const numbers = await articleNumbersLike(payload, q, limit)
  const variants = await cartVariants(payload, numbers)
  return ok(
    numbers.flatMap((articleNumber) => {
      const variant = variants.get(articleNumber)
      if (!variant) return []
      const { name, ean, unit, orderMultiple, image } = variant
      return [{ articleNumber, name, ean, unit, orderMultiple, image }]
    }),
  )
}
