import { looksLikeCode, queryStems } from './text'

/**
 * Memory for repeated searches. Shoppers repeat the same few hundred searches all day, and at
 * 100,000 variants a broad one ('skruv', 6,000 hits) costs milliseconds of matching, gathering and
 * facet counting that give the same answer until the catalog changes. These pieces are pure; the
 * web app keeps one memo per process and keys it by the catalog version.
 */

/**
 * A map that forgets its least recently used entries beyond `entries` entries or `weight` in total
 * (each entry's weight is what the caller says it holds, e.g. its number of rows), so a run of
 * distinct broad searches cannot grow the process without bound.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>()
  private total = 0

  constructor(private readonly limits: { entries: number; weight?: number }) {}

  get size(): number {
    return this.map.size
  }

  get weight(): number {
    return this.total
  }

  get(key: K): V | undefined {
    const entry = this.map.get(key)
    if (!entry) return undefined
    // A Map iterates in insertion order: moving the entry to the end makes the first one the oldest.
    this.map.delete(key)
    this.map.set(key, entry)
    return entry.value
  }

  /** Stores the value unless it alone is heavier than the whole budget; evicts the oldest to fit. */
  set(key: K, value: V, weight = 1): void {
    this.delete(key)
    const budget = this.limits.weight ?? Number.POSITIVE_INFINITY
    if (weight > budget || this.limits.entries < 1) return
    this.map.set(key, { value, weight })
    this.total += weight
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.limits.entries && this.total <= budget) break
      this.map.delete(oldest)
      this.total -= entry.weight
    }
  }

  delete(key: K): void {
    const entry = this.map.get(key)
    if (!entry) return
    this.map.delete(key)
    this.total -= entry.weight
  }

  clear(): void {
    this.map.clear()
    this.total = 0
  }
}

/**
 * An Lru valid for one catalog version. A lookup at another version empties it and moves it to that
 * one: a price, stock or index change moves the version on, and any answer may have changed (a
 * version going back, a restored database, empties it too). A store at another version than the
 * memo's, from a request that began before a change, is dropped.
 */
export class VersionedMemo<V> {
  private version: number | null = null
  private readonly lru: Lru<string, V>

  constructor(limits: { entries: number; weight?: number }) {
    this.lru = new Lru(limits)
  }

  get size(): number {
    return this.lru.size
  }

  get weight(): number {
    return this.lru.weight
  }

  get(version: number, key: string): V | undefined {
    if (version !== this.version) {
      this.lru.clear()
      this.version = version
      return undefined
    }
    return this.lru.get(key)
  }

  set(version: number, key: string, value: V, weight = 1): void {
    if (version === this.version) this.lru.set(key, value, weight)
  }
}

/**
 * What a search text's answer depends on, and nothing else: the exact code an article number or
 * EAN search looks up, and the query's stems in order. 'Skruvar', ' skruvar ' and 'skruv' share one
 * entry, because the search itself only ever sees 'skruv'.
 */
export function searchKey(q: string): string {
  const trimmed = q.trim()
  return `${looksLikeCode(trimmed) ? trimmed : ''}\u0000${queryStems(trimmed).join('\u0000')}`
}
