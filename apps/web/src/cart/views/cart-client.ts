import type { AddItemsInput, AddItemsResponse, CartView, UpdateItemInput } from '@shop/schemas'
import { ApiError, type ApiFetchInit, apiCall } from '@/browser/api-fetch'

/**
 * The cart service as the browser calls it (spec section 7, cart service). `current` stands for the
 * shopper's cart in the chosen customer/project context; the server creates it on first use. A failed
 * call throws an ApiError carrying the text spec section 8 gives it (browser/api-fetch.ts).
 */

export const CART_API = '/api/cart/v2/cart'

async function call<T>(path: string, init: ApiFetchInit): Promise<T> {
  const result = await apiCall<T>(path, { ...init, service: 'cart' })
  if (!result.ok) throw new ApiError(result.failure)
  return result.data
}

const cartPath = (cartId: string | null) => `${CART_API}/${cartId ?? 'current'}`

export const cartClient = {
  get: () => call<{ cart: CartView }>(`${CART_API}/current`, { method: 'GET' }),
  add: (cartId: string | null, items: AddItemsInput['items']) =>
    call<AddItemsResponse>(`${cartPath(cartId)}/variants/batch/add`, { method: 'POST', json: { items } }),
  update: (cartId: string, cartItemId: string, change: UpdateItemInput) =>
    call<{ cart: CartView }>(`${cartPath(cartId)}/variants/${cartItemId}`, { method: 'PUT', json: change }),
  remove: (cartId: string, cartItemIds: string[]) =>
    call<{ cart: CartView }>(`${cartPath(cartId)}/variants/batch/delete`, { method: 'PUT', json: { cartItemIds } }),
  clear: (cartId: string) => call<{ cart: CartView }>(`${cartPath(cartId)}/variants`, { method: 'DELETE' }),
  setDeliveryDate: (cartId: string, deliveryId: string | null, requestedDeliveryDate: string) =>
    call<{ cart: CartView }>(`${cartPath(cartId)}/delivery${deliveryId ? `/${deliveryId}` : ''}`, {
      method: 'PUT',
      json: { requestedDeliveryDate },
    }),
  includeInOrder: (cartId: string, deliveryId: string, isIncludedInOrder: boolean) =>
    call<{ cart: CartView }>(`${cartPath(cartId)}/delivery/${deliveryId}/includeInOrder`, {
      method: 'PUT',
      json: { isIncludedInOrder },
    }),
}
