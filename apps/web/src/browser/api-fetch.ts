import { errorMessages } from '@shop/i18n/messages/errors'
import { type Catalogue, interpolate, translator } from '@shop/i18n/translator'
import { saveStartMessage } from '@/browser/start-message'
import { errorKeyFor, type Service, showsRawText } from './error-keys'

/**
 * The one way the shop's client islands call the shop's own API, and the one place that turns a
 * failed call into the text a shopper reads (spec section 8).
 *
 * - A 401 means the session is gone (spec section 4): it aborts every call under way, clears the
 *   session (logout), leaves the 'please_login' start message and reloads the page, which then renders
 *   as logged out. Callers of a call that ended this way never hear back, so they show nothing meanwhile.
 * - Any other failure becomes an ApiFailure: the server's keyed Swedish message when its body has one
 *   (`{ error, message }`, keys in packages/i18n), otherwise section 8's mapping of the status
 *   (errors.invalid_token, internal_server_error, forbidden_action, not_found, unknown_error_occurred),
 *   or the service's own fallback when no response came (errors.cart_service_not_available…). An
 *   aborted call ('request aborted': the page is being left or the session ended) is neither shown nor
 *   reported.
 */

export type { Service } from './error-keys'

/** The logout route: the session's end from a fetch, and the shell's forms' POST target (a plain form works before the page's scripts run). */
export const LOGOUT_PATH = '/api/auth/session/logout'

const t = translator(errorMessages)

let ending = false
let aborter: AbortController | null = null

const never = () => new Promise<never>(() => {})

function sharedSignal(): AbortSignal | undefined {
  if (typeof AbortController === 'undefined') return undefined
  aborter ??= new AbortController()
  return aborter.signal
}

function combined(own: AbortSignal | null | undefined): AbortSignal | undefined {
  const shared = sharedSignal()
  if (!own) return shared
  if (!shared) return own
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([own, shared]) : own
}

/**
 * Ends the session and leaves the page: abort, log out, leave `message` (a key of the auth or errors
 * section) as the next page's start message, then reload, or go to `to`. Runs once.
 */
export function endSession({
  message = 'auth.please_login',
  severity = 'warning',
  to,
}: {
  message?: string
  severity?: 'warning' | 'error'
  to?: string
} = {}): Promise<never> {
  if (!ending) {
    ending = true
    aborter?.abort()
    saveStartMessage({ text: message, severity })
    fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true })
      .catch(() => undefined)
      .finally(() => (to ? window.location.assign(to) : window.location.reload()))
  }
  return never()
}

/** The session ended: abort, log out, say 'Vänligen logga in' after the reload, reload. Runs once. */
export const endSessionAndReload = (): Promise<never> => endSession()

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body (with its content type). */
  json?: unknown
  body?: RequestInit['body']
  /**
   * Whether the call needs the session (default). Login and the password forms answer 401 for a
   * wrong password, which is an answer to show, not an ended session: they pass false.
   */
  session?: boolean
}

/** fetch for the shop's API: same-origin cookies, JSON in and out, and the 401 rule above. */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  if (ending) return never()
  const { json, session = true, headers, signal, ...rest } = init
  const requestHeaders = new Headers(headers)
  if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json')
  if (json !== undefined) requestHeaders.set('content-type', 'application/json')
  let response: Response
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: requestHeaders,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      signal: combined(signal),
    })
  } catch (error) {
    if (ending) return never()
    throw error
  }
  if (ending) return never()
  if (response.status === 401 && session) return endSessionAndReload()
  return response
}

/** The JSON body of an answer, or null when there is none or it is not JSON. */
export async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T
  } catch {
    return null
  }
}

/** The JSON body of an answer, else a plain-text body (a proxy's "Request Entity Too Large"), else null. */
async function readBody(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch {
    return null
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    // An HTML error page is never shown as text.
    return response.headers.get('content-type')?.startsWith('text/plain') && text ? text.slice(0, 500) : null
  }
}

/** The error body every shop route answers with (api/respond.ts), as far as the islands need it. */
export interface ApiErrorBody {
  error?: string
  message?: string
  issues?: Array<{ path?: string; message?: string }>
  rules?: string[]
  retryAfterSeconds?: number
}

/** A failed call, as the islands show it. */
export interface ApiFailure {
  /** The answer's status; 0 when no response came. */
  status: number
  /** The spec key of the failure: the server's, or the one section 8 maps the status to. */
  error: string
  /** The Swedish text to show ('' when aborted). */
  message: string
  /** The error body the server sent (issues, rules, details), when it sent one. */
  body: ApiErrorBody | null
  /** The call was aborted ('request aborted'): show nothing, report nothing. */
  aborted: boolean
}

const isAbort = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' || error.name === 'TimeoutError' || /^request aborted/i.test(error.message))

/** A call that got no response: the service's fallback (spec section 8), or nothing when it was aborted. */
export function noResponse(error: unknown, service?: Service): ApiFailure {
  if (isAbort(error)) return { status: 0, error: 'request_aborted', message: '', body: null, aborted: true }
  const key = errorKeyFor(null, service)
  return { status: 0, error: key, message: t(key), body: null, aborted: false }
}

/**
 * A response that is no success: the server's keyed message when its body has one. A key without a
 * message is translated when it is in the errors section or in `catalogue` (the caller's sections);
 * otherwise, and for a body without a key, section 8 maps the status.
 */
export function failureOf(status: number, data: unknown, catalogue?: Catalogue, raw = false): ApiFailure {
  const body = typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null
  const mapped = errorKeyFor({ status, data })
  // A service whose raw text is shown (spec section 8): its message, or a plain-text body, as sent.
  const rawText = raw ? (body ? body.message : typeof data === 'string' ? data : undefined)?.trim() : undefined
  if (rawText && mapped !== 'errors.invalid_token')
    return {
      status,
      error: typeof body?.error === 'string' ? body.error : mapped,
      message: rawText,
      body,
      aborted: false,
    }
  if (mapped === 'errors.invalid_token' || typeof body?.error !== 'string')
    return { status, error: mapped, message: t(mapped), body, aborted: false }
  // Its own fields fill the text's placeholders (retryAfterSeconds, ids…), as the server would have.
  const texts: Catalogue = catalogue ? { ...errorMessages, ...catalogue } : errorMessages
  const keyed = Object.hasOwn(texts, body.error)
    ? interpolate(texts[body.error] as string, body as Readonly<Record<string, string | number>>)
    : undefined
  const message = body.message?.trim() || keyed || t(mapped)
  return { status, error: body.error, message, body, aborted: false }
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; failure: ApiFailure }

/**
 * One JSON call of a service: its answer, or the failure to show. A success without a JSON body (204)
 * answers `data: null`.
 */
export async function apiCall<T>(
  path: string,
  { service, catalogue, ...init }: ApiFetchInit & { service?: Service; catalogue?: Catalogue } = {},
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await apiFetch(path, init)
  } catch (error) {
    return { ok: false, failure: noResponse(error, service) }
  }
  if (response.ok) return { ok: true, status: response.status, data: (await readJson<unknown>(response)) as T }
  const raw = showsRawText(service)
  return {
    ok: false,
    failure: failureOf(response.status, raw ? await readBody(response) : await readJson(response), catalogue, raw),
  }
}

/**
 * A failure told under the operation that failed (spec section 8's keyed cart errors): 'Produkterna
 * kunde inte tas bort från varukorgen. Varukorgen är inte tillgänglig just nu. Försök igen senare.'
 */
export function failureText(failure: ApiFailure, operation?: string): string {
  if (!operation || !failure.message || failure.message === operation) return operation ?? failure.message
  return `${operation} ${failure.message}`
}

/** Thrown by clients whose callers catch (the cart store): carries the failure to show. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message || failure.error)
    this.name = 'ApiError'
  }
}
