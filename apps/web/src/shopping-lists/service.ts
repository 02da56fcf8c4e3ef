import 'server-only'
import {
  fail,
  type ListRight,
  type ListViewer,
  listLimitRefusal,
  listRight,
  ok,
  quantityRefusal,
  type Result,
  shopperFor,
} from '@shop/commerce'
import { t } from '@shop/i18n'
import type {
  FavoriteItemsResponse,
  FavoriteItemView,
  FavoriteListsResponse,
  FavoriteListView,
  ListAccess,
  ListItemError,
  ListQuery,
  PutListArticlesResponse,
} from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Session } from '../accounts/session'
import { type CartVariant, cartVariants } from '../cart/service'
import { pricesFor } from '../catalog/prices'
import { stockFor } from '../catalog/stock'
import {
  changeItem,
  changeList,
  deleteItems,
  insertList,
  itemRows,
  itemsWithVariants,
  type ListItemRow,
  type ListRow,
  type ListVariant,
  listById,
  listsInScope,
  type NewListLine,
  removeList,
  upsertItems,
} from './storage'

/**
 * Shopping lists (spec section 7, cart service: /v2/favorites…, /v3/favorites/{id}/items). A list
 * belongs to its owner and the chosen customer (and project). Routes resolve the list a path names once
 * (`resolveList`: a list the caller may not read, or outside the chosen context, is not found exactly
 * like a missing one) and hand it to the service; a list the caller may read but not change answers
 * forbidden to a change. Lines show price and stock as the viewer may see them (EJ_SE_PRISER,
 * EJ_SE_RABATTER through catalog/prices.ts): a page of lines costs a constant number of queries.
 */

export type { ListRow } from './storage'

/** A list the caller may read, and what they may do with it. */
export interface ResolvedList {
  row: ListRow
  right: Exclude<ListRight, 'none'>
}

const notFound = () => fail('not_found', 'errors.not_found')
const forbidden = () => fail('forbidden', 'errors.forbidden_action')
/** Lists belong to a customer: without a chosen one there are none to show or make. */
const noCustomer = () => fail('invalid', 'favorites.no_customer')

const viewerOf = (session: Session): ListViewer => ({
  principal: session.principal,
  customerId: session.customerId,
  projectId: session.projectId,
})

const idText = (id: number | null) => (id === null ? null : String(id))

function rightOf(row: ListRow, session: Session): ListRight {
  return listRight(
    {
      ownerId: String(row.userId),
      customerId: idText(row.customerId),
      projectId: idText(row.projectId),
      access: row.access,
    },
    viewerOf(session),
  )
}

export function listView(row: ListRow, right: ListRight): FavoriteListView {
  return {
    favoriteId: String(row.id),
    favoriteName: row.name,
    access: row.access,
    userId: String(row.userId),
    customerId: idText(row.customerId) ?? '',
    projectId: idText(row.projectId),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    totalRows: row.totalRows,
    user: { fullName: row.ownerName },
    canEdit: right === 'edit',
  }
}

/** The list `id` when the caller may read it in the chosen context; any other is not found. */
export async function resolveList(payload: Payload, session: Session, id: string): Promise<Result<ResolvedList>> {
  if (!session.customerId) return noCustomer()
  const row = await listById(payload, Number(id))
  const right = row ? rightOf(row, session) : 'none'
  return row && right !== 'none' ? ok({ row, right }) : notFound()
}

/** The list `id` when the caller may change it: not found as resolveList, forbidden when only readable. */
export async function editableList(payload: Payload, session: Session, id: string): Promise<Result<ResolvedList>> {
  const list = await resolveList(payload, session, id)
  if (!list.ok) return list
  return list.value.right === 'edit' ? list : forbidden()
}

// ── Lists ────────────────────────────────────────────────────────────────────────────────────────────

/** GET /v2/favorites (spec getFavoriteLists): the lists the caller may read in the chosen context. */
export async function getLists(
  payload: Payload,
  session: Session,
  query: ListQuery,
): Promise<Result<FavoriteListsResponse>> {
  if (!session.customerId) return noCustomer()
  const { rows, total } = await listsInScope(
    payload,
    {
      userId: Number(session.principal.userId),
      customerId: Number(session.customerId),
      projectId: session.projectId === null ? null : Number(session.projectId),
    },
    { ...query, fromUpdatedAt: query.fromUpdatedAt ? new Date(query.fromUpdatedAt).toISOString() : undefined },
  )
  const next = query.offset + rows.length < total ? query.offset + rows.length : null
  return ok({ data: rows.map((row) => listView(row, rightOf(row, session))), total, next })
}

/** POST /v2/favorites (not in the spec): a new, empty list of the caller in the chosen context. */
export async function createList(
  payload: Payload,
  session: Session,
  input: { favoriteName: string; access: ListAccess },
  now = new Date(),
): Promise<Result<FavoriteListView>> {
  if (!session.customerId) return noCustomer()
  const id = await insertList(
    payload,
    {
      name: input.favoriteName,
      access: input.access,
      userId: Number(session.principal.userId),
      customerId: Number(session.customerId),
      projectId: session.projectId === null ? null : Number(session.projectId),
    },
    now.toISOString(),
  )
  return getList(payload, session, String(id))
}

/** GET /v2/favorites/{id}. */
export async function getList(payload: Payload, session: Session, id: string): Promise<Result<FavoriteListView>> {
  const list = await resolveList(payload, session, id)
  return list.ok ? ok(listView(list.value.row, list.value.right)) : list
}

/** PUT /v2/favorites/{id}: a new name, access, or both, of a list `editableList` found. */
export async function updateList(
  payload: Payload,
  list: ResolvedList,
  change: { favoriteName?: string; access?: ListAccess },
  now = new Date(),
): Promise<Result<FavoriteListView>> {
  const row: ListRow = {
    ...list.row,
    name: change.favoriteName ?? list.row.name,
    access: change.access ?? list.row.access,
    updatedAt: now.toISOString(),
  }
  await changeList(payload, row.id, { name: row.name, access: row.access }, row.updatedAt)
  return ok(listView(row, list.right))
}

/** DELETE /v2/favorites/{id}: the list and its lines, of a list `editableList` found. */
export async function deleteList(payload: Payload, list: ResolvedList): Promise<Result<null>> {
  await removeList(payload, list.row.id)
  return ok(null)
}

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The lines as tiles show them: the article's facts, the viewer's price (none under EJ_SE_PRISER,
 * no discount under EJ_SE_RABATTER) and the stock signal at the viewer's store. Three reads whatever
 * the number of lines (variants, prices, stock); none for the variants the caller already holds
 * (`known`) or knows are gone from the catalog (`missing`).
 */
async function itemViews(
  payload: Payload,
  session: Session,
  brand: Brand,
  rows: readonly ListItemRow[],
  known: ReadonlyMap<string, ListVariant> = new Map(),
  missing: ReadonlySet<string> = new Set(),
): Promise<FavoriteItemView[]> {
  if (rows.length === 0) return []
  const articleNumbers = [...new Set(rows.map((row) => row.articleNumber))]
  const shopper = shopperFor(brand, session)
  const unread = articleNumbers.filter((n) => !known.has(n) && !missing.has(n))
  const [read, prices, stock] = await Promise.all([
    cartVariants(payload, unread),
    pricesFor(payload, articleNumbers, shopper),
    stockFor(payload, articleNumbers, { locationIds: [shopper.storeId], centralId: brand.centralStorageId }),
  ])
  const variants = new Map<string, ListVariant>([...known, ...read])
  const stockAt = new Map(
    stock.map((s) => [s.articleNumber, s.locations.find((l) => l.locationId === shopper.storeId) ?? null]),
  )
  return rows.map((row) => {
    const variant = variants.get(row.articleNumber)
    const price = prices.get(row.articleNumber) ?? null
    const location = stockAt.get(row.articleNumber) ?? null
    return {
      favoriteItemId: String(row.id),
      articleNumber: row.articleNumber,
      quantity: row.quantity,
      note: row.note,
      variant: variant
        ? {
            name: variant.name,
            variantSlug: variant.variantSlug,
            ean: variant.ean,
            image: variant.image,
            picture: variant.picture,
            unit: variant.unit,
            orderMultiple: variant.orderMultiple,
          }
        : null,
      price:
        price && !price.askForPrice
          ? {
              netPrice: price.netPrice,
              alloyingPrice: price.alloyingPrice,
              salesPrice: price.salesPrice,
              salesPriceUnit: price.salesPriceUnit,
            }
          : null,
      stock: location
        ? { quantity: location.quantity, availability: location.availability, level: location.level }
        : null,
    }
  })
}

/** GET /v3/favorites/{id}/items?offset&limit: a page of the lines of a list `resolveList` found. */
export async function listItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
  page: { offset: number; limit: number },
): Promise<Result<FavoriteItemsResponse>> {
  const { rows, variants } = await itemsWithVariants(payload, list.row.id, page)
  const total = list.row.totalRows
  const next = page.offset + rows.length < total ? page.offset + rows.length : null
  // The page's join read every article: those it did not find are no longer in the catalog.
  const gone = new Set(rows.map((row) => row.articleNumber).filter((n) => !variants.has(n)))
  return ok({
    list: listView(list.row, list.right),
    data: await itemViews(payload, session, brand, rows, variants, gone),
    total,
    next,
  })
}

/**
 * Every line of a list, as tiles show them (the export, "add the whole list to the cart"). At most
 * LIST_LINE_LIMIT lines, so one read.
 */
export async function allItems(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
): Promise<FavoriteItemView[]> {
  return itemViews(payload, session, brand, await itemRows(payload, list.row.id))
}

/**
 * PUT /v2/favorites/{id}/articles: adds lines, or sets the quantity (and a note sent) of the list's
 * line of the same article. Each line is taken or refused in `errors` (an unknown article, a quantity
 * that is not the order multiple); an article named twice takes its last line. Going over
 * LIST_LINE_LIMIT lines refuses the whole call, and nothing is written. `variants` are catalog facts
 * the caller already read (a file import resolved its identifiers to them).
 */
export async function putArticles(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
  items: ReadonlyArray<{ articleNumber: string; quantity: number; note?: string | null }>,
  options: { now?: Date; variants?: ReadonlyMap<string, CartVariant> } = {},
): Promise<Result<PutListArticlesResponse>> {
  const now = options.now ?? new Date()
  const known = new Map(options.variants ?? [])
  const unread = [...new Set(items.map((item) => item.articleNumber))].filter((n) => !known.has(n))
  const [existing, read] = await Promise.all([itemRows(payload, list.row.id), cartVariants(payload, unread)])
  const variants = new Map([...known, ...read])

  const errors: ListItemError[] = []
  const accepted = new Map<string, NewListLine>()
  for (const item of items) {
    const variant = variants.get(item.articleNumber)
    const quantity = variant ? quantityRefusal(item.articleNumber, item.quantity, variant.orderMultiple) : null
    if (!variant) {
      errors.push({
        articleNumber: item.articleNumber,
        error: 'cart.unknown_article',
        message: t('cart.unknown_article', { id: item.articleNumber }),
      })
    } else if (quantity) {
      errors.push({ articleNumber: item.articleNumber, error: quantity.key, message: t(quantity.key, quantity.params) })
    } else {
      accepted.set(item.articleNumber, { articleNumber: item.articleNumber, quantity: item.quantity, note: item.note })
    }
  }
  const onList = new Set(existing.map((row) => row.articleNumber))
  const lines = existing.length + [...accepted.keys()].filter((n) => !onList.has(n)).length
  const limit = listLimitRefusal(lines)
  if (limit) return fail('refused', limit.key, { message: t(limit.key, limit.params), details: limit.params })

  const stamp = now.toISOString()
  const written = await upsertItems(payload, list.row.id, [...accepted.values()], stamp)
  const row: ListRow = { ...list.row, totalRows: lines, updatedAt: accepted.size ? stamp : list.row.updatedAt }
  return ok({
    list: listView(row, list.right),
    items: await itemViews(payload, session, brand, written, variants),
    errors,
  })
}

/** PUT /v2/favorites/{id}/articles/{item}: the quantity or note of one line. */
export async function updateItem(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
  itemId: string,
  change: { quantity?: number; note?: string | null },
  now = new Date(),
): Promise<Result<FavoriteItemView>> {
  const line = (await itemRows(payload, list.row.id)).find((row) => String(row.id) === itemId)
  if (!line) return notFound()
  const changed: ListItemRow = {
    ...line,
    quantity: change.quantity ?? line.quantity,
    note: change.note === undefined ? line.note : change.note,
  }
  const variant = (await cartVariants(payload, [line.articleNumber])).get(line.articleNumber)
  const refusal =
    variant && change.quantity !== undefined
      ? quantityRefusal(line.articleNumber, changed.quantity, variant.orderMultiple)
      : null
  if (refusal) return fail('invalid', refusal.key, { message: t(refusal.key, refusal.params) })
  await changeItem(payload, list.row.id, changed, now.toISOString())
  const [view] = await itemViews(
    payload,
    session,
    brand,
    [changed],
    variant ? new Map([[line.articleNumber, variant]]) : undefined,
  )
  return ok(view as FavoriteItemView)
}

/**
 * PUT /v2/favorites/{id}/articles/batch/delete: removes the named lines (all of them, or not found
 * and none when one is not this list's). Answers the list.
 */
export async function removeItems(
  payload: Payload,
  list: ResolvedList,
  itemIds: readonly string[],
  now = new Date(),
): Promise<Result<FavoriteListView>> {
  const own = new Set((await itemRows(payload, list.row.id)).map((row) => String(row.id)))
  const doomed = [...new Set(itemIds)]
  if (doomed.some((id) => !own.has(id))) return notFound()
  const stamp = now.toISOString()
  await deleteItems(payload, list.row.id, doomed.map(Number), stamp)
  return ok(listView({ ...list.row, totalRows: own.size - doomed.length, updatedAt: stamp }, list.right))
}
