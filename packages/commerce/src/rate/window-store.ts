/**
 * Uses of a key in a sliding time window: what the login and reset throttles count (failures) and what
 * rate limits count (calls). One process keeps them in memory (`memoryWindowStore`); several instances
 * share one store (Redis, apps/web/src/shared-state) so a limit holds across all of them. The rules
 * (how many, how long to wait) stay in TypeScript beside their callers; a store only counts, and does
 * `takeIfUnder` atomically so two instances cannot both take the last use.
 */

export interface WindowKey {
  key: string
  windowMs: number
}

export interface LimitedKey extends WindowKey {
  limit: number
}

export interface WindowStore {
  /** The key's uses inside its window, oldest first. */
  recent(key: WindowKey, now: number): Promise<number[]>
  /** Records a use at `now` under every key. */
  add(keys: readonly WindowKey[], now: number): Promise<void>
  /**
   * One use of every key at once, only if each is under its limit; otherwise none (a refused call counts
   * against no key). Answers each key's uses in its window as they were before this call, oldest first.
   */
  takeIfUnder(keys: readonly LimitedKey[], now: number): Promise<{ taken: boolean; uses: number[][] }>
  forget(key: string): Promise<void>
}

/** In this process only: the default without REDIS_URL. Keys idle past their window are swept now and then. */
export function memoryWindowStore(): WindowStore & { size(): number } {
  const map = new Map<string, { uses: number[]; windowMs: number }>()
  let calls = 0
  const inWindow = ({ key, windowMs }: WindowKey, now: number) =>
    (map.get(key)?.uses ?? []).filter((at) => now - at < windowMs)
  const sweep = (now: number) => {
    calls += 1
    if (calls % 1000 !== 0) return
    for (const [key, entry] of map) {
      if ((entry.uses[entry.uses.length - 1] ?? 0) <= now - entry.windowMs) map.delete(key)
    }
  }
  const record = (keys: readonly WindowKey[], now: number) => {
    for (const key of keys) {
      const windowMs = Math.max(key.windowMs, map.get(key.key)?.windowMs ?? 0)
      map.set(key.key, { uses: [...inWindow(key, now), now], windowMs })
    }
  }
  return {
    async recent(key, now) {
      return inWindow(key, now)
    },
    async add(keys, now) {
      sweep(now)
      record(keys, now)
    },
    async takeIfUnder(keys, now) {
      sweep(now)
      const uses = keys.map((key) => inWindow(key, now))
      const taken = keys.every((key, i) => (uses[i]?.length ?? 0) < key.limit)
      if (taken) record(keys, now)
      return { taken, uses }
    },
    async forget(key) {
      map.delete(key)
    },
    size: () => map.size,
  }
}
