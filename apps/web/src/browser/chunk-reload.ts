import type { KeyValueStorage } from './web-storage'

/**
 * Spec sections 4 and 9: a chunk that fails to load (a deploy replaced the files this page was built
 * with) reloads the page, once per browser session: the reload key in session storage remembers it, so
 * a chunk that is really missing cannot make the page reload forever. Another reload within 10 s of one
 * is refused whatever the storage says (the guard when storage is refused).
 */

export const RELOAD_KEY = 'reload key'
export const RELOAD_GUARD_MS = 10_000

const CHUNK_FAILURE = /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to load chunk|dynamically imported module/i

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  const error = reason as { name?: unknown; message?: unknown }
  return CHUNK_FAILURE.test(`${String(error.name ?? '')} ${String(error.message ?? reason)}`)
}

let lastReload = 0

/** Whether to reload now; when yes, the reload is recorded. */
export function claimReload(storage: KeyValueStorage | null, now: number): boolean {
  if (now - lastReload < RELOAD_GUARD_MS) return false
  try {
    if (storage?.getItem(RELOAD_KEY)) return false
    storage?.setItem(RELOAD_KEY, String(now))
  } catch {
    // Storage refused: the in-memory guard alone keeps reloads apart.
  }
  lastReload = now
  return true
}

/** Listens for chunk failures and reloads once; returns the way to stop listening. */
export function watchChunkFailures(win: Window, storage: KeyValueStorage | null): () => void {
  const failed = (reason: unknown) => {
    if (isChunkLoadError(reason) && claimReload(storage, Date.now())) win.location.reload()
  }
  const onError = (event: ErrorEvent) => failed(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => failed(event.reason)
  win.addEventListener('error', onError)
  win.addEventListener('unhandledrejection', onRejection)
  return () => {
    win.removeEventListener('error', onError)
    win.removeEventListener('unhandledrejection', onRejection)
  }
}
