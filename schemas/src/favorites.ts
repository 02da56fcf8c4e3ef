import { articleNumberSchema, lineQuantitySchema } from './cart'
import {
  FAVOURITES_CAP,
  FAVOURITES_FETCH_LIMIT,
  LIST_ACCESS,
  LIST_LINE_LIMIT,
  LIST_NAME_MAX,
  LIST_NOTE_MAX,
  type ListAccess,
} from './constants'
import type { Picture } from './picture'
import { nameChecks } from './text'
import { z } from './zod'

/**
 * Favourite articles and shopping lists (spec sections 3, 5, 7 and 9): the wire format of
 * `/api/auth/users/favourites` (the user's hearted articles) and `/api/cart/v2|v3/favorites…` (shopping
 * lists, private or shared with the customer). Parsed at the boundary by the routes; the answer types
 * are shared with the browser, which imports them as types only.
 */

export {
  FAVOURITES_CAP,
  FAVOURITES_FETCH_LIMIT,
  LIST_ACCESS,
  LIST_LINE_LIMIT,
  LIST_NAME_MAX,
  LIST_NOTE_MAX,
  type ListAccess,
}

const articleNumber = articleNumberSchema
const quantity = lineQuantitySchema
const note = z
  .string({ error: 'Anteckningen ska vara text.' })
  .trim()
  .max(LIST_NOTE_MAX, { error: `Anteckningen får vara högst ${LIST_NOTE_MAX} tecken.` })
  .nullable()
const listName = z
  .string({ error: 'Ange ett namn på listan.' })
  .check(...nameChecks())
  .min(1, { error: 'Ange ett namn på listan.' })
  .max(LIST_NAME_MAX, { error: `Namnet får vara högst ${LIST_NAME_MAX} tecken.` })
const access = z.enum(LIST_ACCESS, { error: 'Välj privat eller delad med kunden.' })
const numericId = z.string().regex(/^\d{1,12}$/, { error: 'Ogiltigt id.' })
const offset = z.coerce.number({ error: 'Ange offset med siffror.' }).int().min(0).default(0)

// ── Favourite articles: /api/auth/users/favourites ─────────────────────────────────────────────────

/** POST /users/favourites. */
export const addFavouriteSchema = z.strictObject({ articleNumber })
/** DELETE /users/favourites: the ids to remove (ids not the caller's are ignored). */
export const removeFavouritesSchema = z.strictObject({
  favouriteIds: z.array(numericId).min(1, { error: 'Ange minst en favorit.' }).max(FAVOURITES_CAP),
})

/** Spec section 3, "Favourite article". */
export interface FavouriteView {
  favouriteId: string
  articleNumber: string
  createdAt: string
}
export interface FavouritesResponse {
  data: FavouriteView[]
  total: number
}

// ── Shopping lists: /api/cart/v2/favorites and /api/cart/v3/favorites/{id}/items ──────────────────

/** A list in a route's path. */
export const listIdSchema = numericId
/** A list line in a route's path or body. */
export const listItemIdSchema = numericId

export const LIST_SORTS = ['name', '-name', 'updatedAt', '-updatedAt', 'totalRows', '-totalRows'] as const

/** GET /v2/favorites (spec getFavoriteLists: pagination, sort, access, userId, fromUpdatedAt). */
export const listQuerySchema = z.object({
  offset,
  limit: z.coerce.number({ error: 'Ange limit med siffror.' }).int().min(1).max(50).default(15),
  sort: z.enum(LIST_SORTS, { error: 'Okänd sortering.' }).default('-updatedAt'),
  access: access.optional(),
  userId: numericId.optional(),
  fromUpdatedAt: z.iso.datetime({ offset: true, error: 'Ange tiden som ISO 8601.' }).optional(),
  /** Words of the list's name. */
  q: z.string().trim().max(80).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/** POST /v2/favorites (not in the spec, which does not show how a list is made). */
export const createListSchema = z.strictObject({ favoriteName: listName, access: access.default('private') })
/** PUT /v2/favorites/{id}: rename, share or make private. */
export const updateListSchema = z
  .strictObject({ favoriteName: listName.optional(), access: access.optional() })
  .refine((value) => value.favoriteName !== undefined || value.access !== undefined, {
    error: 'Ange ett nytt namn eller en ny åtkomst.',
  })

/** GET /v3/favorites/{id}/items. */
export const listItemsQuerySchema = z.object({
  offset,
  limit: z.coerce.number({ error: 'Ange limit med siffror.' }).int().min(1).max(LIST_LINE_LIMIT).default(50),
})

/**
 * PUT /v2/favorites/{id}/articles: add lines, or update the line of an article already on the list
 * (its quantity becomes the one sent; a note sent replaces the old one).
 */
export const putListArticlesSchema = z.strictObject({
  items: z
    .array(z.strictObject({ articleNumber, quantity, note: note.optional() }))
    .min(1, { error: 'Ange minst en artikel.' })
    .max(LIST_LINE_LIMIT, { error: `En lista rymmer högst ${LIST_LINE_LIMIT} rader.` }),
})
/** PUT /v2/favorites/{id}/articles/{item}. */
export const updateListItemSchema = z
  .strictObject({ quantity: quantity.optional(), note: note.optional() })
  .refine((value) => value.quantity !== undefined || value.note !== undefined, {
    error: 'Ange antal eller anteckning.',
  })
/** PUT /v2/favorites/{id}/articles/batch/delete. */
export const deleteListItemsSchema = z.strictObject({
  itemIds: z.array(listItemIdSchema).min(1, { error: 'Välj minst en rad.' }).max(LIST_LINE_LIMIT),
})

/** Spec section 3, "Favourite list", plus what the viewer may do with it. */
export interface FavoriteListView {
  favoriteId: string
  favoriteName: string
  access: ListAccess
  userId: string
  customerId: string
  projectId: string | null
  createdAt: string
  updatedAt: string
  /** Number of lines. */
  totalRows: number
  user: { fullName: string }
  /** May the viewer rename, share, delete and change lines (the owner; a shared list's BUYER_ADMIN)? */
  canEdit: boolean
}

export interface FavoriteListsResponse {
  data: FavoriteListView[]
  total: number
  /** The offset of the next page, or null on the last. */
  next: number | null
}

/** Spec section 3, list items, with what a tile shows (price and stock as the viewer may see them). */
export interface FavoriteItemView {
  favoriteItemId: string
  articleNumber: string
  quantity: number
  note: string | null
  variant: {
    name: string
    variantSlug: string
    ean: string | null
    image: string | null
    /** The image's attributes for a line's thumbnail, as next/image makes them; null for none. */
    picture: Picture | null
    unit: string
    orderMultiple: number
  } | null
  /** Null where the viewer may not see prices (EJ_SE_PRISER) or the article has none. */
  price: { netPrice: number; alloyingPrice: number; salesPrice: number; salesPriceUnit: string } | null
  /** The stock signal at the viewer's store, as listing tiles show it. */
  stock: { quantity: number; availability: string; level: string } | null
}

export interface FavoriteItemsResponse {
  list: FavoriteListView
  data: FavoriteItemView[]
  total: number
  next: number | null
}

/** One refused line of a PUT …/articles (unknown article, wrong order multiple, list full). */
export interface ListItemError {
  articleNumber: string
  error: string
  message: string
}

export interface PutListArticlesResponse {
  list: FavoriteListView
  items: FavoriteItemView[]
  errors: ListItemError[]
}
