import { browserSessionStorage, type KeyValueStorage } from './web-storage'

/**
 * Spec section 4 "Other": a start message (text, severity) saved in session storage, shown on the
 * next page, then removed; its text is translated when it is a message key. The 401 handling saves
 * 'auth.please_login' before it reloads; activation and reset save their confirmation before going
 * to the start page. The same toast also shows messages of the current page (showToast).
 */

/** Spec section 9: the session-storage key. */
export const START_MESSAGE_KEY = 'startMessage'
/** Spec section 9: toast timeout. */
export const TOAST_TIMEOUT_MS = 3000
/** The window event showToast dispatches and the shell's Toaster listens to. */
export const TOAST_EVENT = 'shop:toast'

export type MessageSeverity = 'info' | 'success' | 'warning' | 'error'

export interface StartMessage {
  /** A key of the auth or errors section ('auth.please_login') or ready text (translated by the sender). */
  text: string
  severity: MessageSeverity
}

const SEVERITIES: readonly MessageSeverity[] = ['info', 'success', 'warning', 'error']

/** Saves the message for the next page; false when storage is refused (private mode, quota). */
export function saveStartMessage(
  message: StartMessage,
  storage: KeyValueStorage | null = browserSessionStorage(),
): boolean {
  if (!storage) return false
  try {
    storage.setItem(START_MESSAGE_KEY, JSON.stringify(message))
    return true
  } catch {
    return false
  }
}

/** Reads and removes the saved message; null when there is none or it is unreadable. */
export function takeStartMessage(storage: KeyValueStorage | null = browserSessionStorage()): StartMessage | null {
  if (!storage) return null
  let raw: string | null = null
  try {
    raw = storage.getItem(START_MESSAGE_KEY)
    if (raw !== null) storage.removeItem(START_MESSAGE_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<StartMessage> | string
    if (typeof parsed === 'string') return parsed.trim() ? { text: parsed, severity: 'info' } : null
    if (typeof parsed?.text !== 'string' || !parsed.text.trim()) return null
    const severity = SEVERITIES.includes(parsed.severity as MessageSeverity)
      ? (parsed.severity as MessageSeverity)
      : 'info'
    return { text: parsed.text, severity }
  } catch {
    // A plain string saved by older code: still worth showing.
    return { text: raw, severity: 'info' }
  }
}

/** Shows a toast on the current page (no-op on the server). */
export function showToast(message: StartMessage): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<StartMessage>(TOAST_EVENT, { detail: message }))
}
