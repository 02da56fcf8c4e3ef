import { saveStartMessage } from '@/shell/start-message'

/**
 * The one way the shop's client islands call the shop's own API. Spec sections 4 and 8: a 401 means
 * the session is gone; it aborts every call under way, clears the session (logout), leaves the
 * 'please_login' start message and reloads the page, which then renders as logged out. Callers of a
 * call that ended this way never hear back, so they show no error of their own meanwhile.
 */

export const LOGOUT_PATH = '/api/auth/session/logout'

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

/** The session ended: abort, log out, say 'Vänligen logga in' after the reload, reload. Runs once. */
export function endSessionAndReload(): Promise<never> {
  if (!ending) {
    ending = true
    aborter?.abort()
    saveStartMessage({ text: 'auth.please_login', severity: 'warning' })
    fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true })
      .catch(() => undefined)
      .finally(() => window.location.reload())
  }
  return never()
}

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

/** The error body every shop route answers with (api/http.ts), as far as the forms need it. */
export interface ApiErrorBody {
  error?: string
  message?: string
  issues?: Array<{ path?: string; message?: string }>
  rules?: string[]
  retryAfterSeconds?: number
}
