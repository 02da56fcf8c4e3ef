import type { errorMessages } from '@shop/i18n/messages/errors'

/** A key of the catalogue's errors section: the texts every island can show. */
export type ErrorKey = keyof typeof errorMessages

/**
 * Spec section 8, the error mapping of responses: which message a shopper sees for a failed call.
 * 'Invalid token' in the body wins (the session is over), then the status decides; a call that got
 * no response at all (network down, service unreachable) shows the service's own fallback.
 */

export type Service = 'auth' | 'cart' | 'order' | 'quote'

// The spec names no fallback of its own for the quote service.
const UNAVAILABLE: Record<Service, ErrorKey> = {
  auth: 'errors.auth_service_not_available',
  cart: 'errors.cart_service_not_available',
  order: 'errors.order_service_not_available',
  quote: 'errors.unknown_error_occurred',
}

/** Spec section 8: 'The quote service shows the raw error text', whatever its status or key. */
export const showsRawText = (service: Service | undefined): boolean => service === 'quote'

export interface FailedResponse {
  status: number
  data?: unknown
}

const saysInvalidToken = (data: unknown) =>
  data === 'Invalid token' ||
  (typeof data === 'object' && data !== null && (data as { message?: unknown }).message === 'Invalid token')

export function errorKeyFor(response: FailedResponse | null, service?: Service): ErrorKey {
  if (!response) return service ? UNAVAILABLE[service] : 'errors.unknown_error_occurred'
  if (saysInvalidToken(response.data)) return 'errors.invalid_token'
  if (response.status >= 500) return 'errors.internal_server_error'
  if (response.status === 403) return 'errors.forbidden_action'
  if (response.status === 404) return 'errors.not_found'
  return 'errors.unknown_error_occurred'
}
