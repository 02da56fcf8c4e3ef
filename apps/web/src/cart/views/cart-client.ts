import type { AddItemsInput, AddItemsResponse, CartView, UpdateItemInput } from '@shop/schemas'
import { type ApiErrorBody, apiFetch, readJson } from '@/api/api-fetch'

/**
 * The cart service as the browser calls it (spec section 7, cart service). `current` stands for the
 * shopper's cart in the chosen customer/project context; the server creates it on first use.
 */

export const CART_API = '/api/cart/v2/cart'

export class CartCallError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(message)
  }
}

async function call<T>(path: string, init: Parameters<typeof apiFetch>[1]): Promise<T> {
  let response: Response
  try {
    response = await apiFetch(path, init)
  } catch {
    throw new CartCallError(0, 'errors.cart_service_not_available', 'Varukorgstjänsten svarar inte just nu.', null)
  }
  const body = await readJson<T & ApiErrorBody>(response)
  if (!response.ok) {
    throw new CartCallError(
      response.status,
      body?.error ?? 'errors.unknown_error_occurred',
      body?.message ?? 'Något gick fel. Försök igen senare.',
      body,
    )
  }
  return body as T
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
