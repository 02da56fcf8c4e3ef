import type { MessageKey } from '@shop/i18n'

/**
 * The one result type of every service and every rule that can say no. A failure names what kind of
 * no it is in the domain's terms; `apps/web/src/api/respond.ts` is the one place that turns a kind into
 * an HTTP status, so services never know about HTTP.
 */

export type FailureKind =
  /** The input breaks a rule (a field, a quantity, a date): fix it and try again. */
  | 'invalid'
  /** No valid session. */
  | 'unauthenticated'
  /** The caller's role or the customer's deny codes say no. */
  | 'forbidden'
  /** Nothing the caller may see by that id (another customer's answers the same). */
  | 'not_found'
  /** The state changed under the caller, or the value is taken (an e-mail address). */
  | 'conflict'
  /** Well-formed, but the business cannot do it now (out of stock, the cart's line limit). */
  | 'refused'
  /** Too many attempts; `details.retryAfterSeconds` says how long to wait. */
  | 'throttled'
  /** A part the service depends on failed (a file could not be written). */
  | 'unavailable'

/** A problem with one field of the input, in Swedish, for forms to show next to the field. */
export interface Issue {
  path: string
  message: string
}

export interface Failure {
  kind: FailureKind
  /** The spec's error key (section 8), which the browser maps back to its Swedish text. */
  error: MessageKey
  /** The Swedish text, when it says more than the key's own text (parameters, a more precise reason). */
  message?: string
  issues?: Issue[]
  /** More fields of the error body: the cart after a failed checkout, the limit that was passed. */
  details?: Record<string, unknown>
}

export type Ok<T> = { ok: true; value: T }
export type Failed = { ok: false; failure: Failure }
export type Result<T> = Ok<T> | Failed

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value })

export function fail(kind: FailureKind, error: MessageKey, more: Omit<Failure, 'kind' | 'error'> = {}): Failed {
  return { ok: false, failure: { kind, error, ...more } }
}
