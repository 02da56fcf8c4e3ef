/** The part of Web Storage the shell uses; tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * window.localStorage, or null where it is missing or refused (server, privacy modes, disabled
 * storage). Reading the property itself can throw, hence the try.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** window.sessionStorage (this tab only), or null where it is missing or refused. */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * sessionStorage for a store persisted per tab (zustand's persist), behind a guard: reading it can
 * throw (privacy modes), writing can throw (quota), and what such a store keeps is a convenience that
 * must never break a page. Throws on the server, where the store then persists nothing.
 */
export function guardedSessionStorage(): KeyValueStorage {
  if (typeof window === 'undefined') throw new Error('no sessionStorage on the server')
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run()
    } catch {
      return fallback
    }
  }
  return {
    getItem: (name) => attempt(() => window.sessionStorage.getItem(name), null),
    setItem: (name, value) => attempt(() => window.sessionStorage.setItem(name, value), undefined),
    removeItem: (name) => attempt(() => window.sessionStorage.removeItem(name), undefined),
  }
}

/** Parses a stored JSON array of strings; anything else (missing, corrupt, wrong shape) is []. */
export function readStringList(storage: KeyValueStorage | null, key: string): string[] {
  if (!storage) return []
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** Stores a list; false when the storage refused (quota, privacy mode), which callers may ignore. */
export function writeStringList(storage: KeyValueStorage | null, key: string, list: readonly string[]): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(list))
    return true
  } catch {
    return false
  }
}
