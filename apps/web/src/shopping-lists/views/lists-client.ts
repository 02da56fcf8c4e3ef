import type {
  FavoriteItemsResponse,
  FavoriteListsResponse,
  FavoriteListView,
  ListAccess,
  PutListArticlesResponse,
} from '@shop/schemas'
import { type ApiFailure, type ApiResult, apiCall } from '@/browser/api-fetch'
import { t } from './texts'

/**
 * The shopping lists as the browser calls them (spec section 7, the cart service's favourite lists).
 * A failure reads as the spec's `errors.try_again_later_or_contact` unless the service said why
 * (a refused name, a full list), in Swedish.
 */

export const LISTS_API = '/api/cart/v2/favorites'

const listPath = (listId: string) => `${LISTS_API}/${encodeURIComponent(listId)}`

/** What a failed list call shows: the service's reason for bad input, else the spec's fallback text. */
export function listFailureText(failure: ApiFailure): string {
  if (failure.status === 400 || failure.status === 409 || failure.status === 422)
    return failure.body?.issues?.[0]?.message ?? failure.message
  return t('errors.try_again_later_or_contact')
}

const call = <T>(path: string, init: Parameters<typeof apiCall>[1]): Promise<ApiResult<T>> =>
  apiCall<T>(path, { ...init, service: 'cart' })

export const listsClient = {
  /** The lists the user sees, most recently changed first. */
  lists: (query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
    return call<FavoriteListsResponse>(`${LISTS_API}?${search}`, { method: 'GET' })
  },
  create: (favoriteName: string, access: ListAccess) =>
    call<FavoriteListView>(LISTS_API, { method: 'POST', json: { favoriteName, access } }),
  update: (listId: string, change: { favoriteName?: string; access?: ListAccess }) =>
    call<FavoriteListView>(listPath(listId), { method: 'PUT', json: change }),
  remove: (listId: string) => call<unknown>(listPath(listId), { method: 'DELETE' }),
  items: (listId: string, offset = 0, limit = 50) =>
    call<FavoriteItemsResponse>(
      `/api/cart/v3/favorites/${encodeURIComponent(listId)}/items?offset=${offset}&limit=${limit}`,
      { method: 'GET' },
    ),
  putArticles: (listId: string, items: Array<{ articleNumber: string; quantity: number; note?: string | null }>) =>
    call<PutListArticlesResponse>(`${listPath(listId)}/articles`, { method: 'PUT', json: { items } }),
  updateItem: (listId: string, itemId: string, change: { quantity?: number; note?: string | null }) =>
    call<unknown>(`${listPath(listId)}/articles/${encodeURIComponent(itemId)}`, { method: 'PUT', json: change }),
  removeItems: (listId: string, itemIds: string[]) =>
    call<unknown>(`${listPath(listId)}/articles/batch/delete`, { method: 'PUT', json: { itemIds } }),
}

/** The path of a list's page from the brand's route pattern ('/mina-sidor/inkopslistor/:listId'). */
export const listHref = (pattern: string, listId: string) =>
  pattern.includes(':') ? pattern.replace(/:[A-Za-z]+/, encodeURIComponent(listId)) : `${pattern}?id=${listId}`
