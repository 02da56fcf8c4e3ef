import { describe, expect, it } from 'vitest'
import { Lru, searchKey, VersionedMemo } from './search-memo'

describe('Lru', () => {
  it('forgets the least recently used entry beyond its entry bound', () => {
    const lru = new Lru<string, number>({ entries: 2 })
    lru.set('a', 1)
    lru.set('b', 2)
    expect(lru.get('a')).toBe(1) // a is now the most recent
    lru.set('c', 3)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe(1)
    expect(lru.get('c')).toBe(3)
    expect(lru.size).toBe(2)
  })

  it('keeps the total weight within its budget, evicting the oldest first', () => {
    const lru = new Lru<string, string>({ entries: 100, weight: 10 })
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    lru.set('c', 'C', 4)
    expect(lru.get('a')).toBeUndefined()
    expect(lru.weight).toBe(8)
    // Replacing an entry counts its new weight only.
    lru.set('b', 'B2', 6)
    expect(lru.weight).toBe(10)
    expect(lru.get('b')).toBe('B2')
    expect(lru.get('c')).toBe('C')
  })

  it('does not store an entry heavier than the whole budget, nor evict for it', () => {
    const lru = new Lru<string, string>({ entries: 10, weight: 10 })
    lru.set('a', 'A', 5)
    lru.set('huge', 'H', 11)
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.get('a')).toBe('A')
  })

  it('stays bounded under a long run of distinct keys', () => {
    const lru = new Lru<number, number>({ entries: 50, weight: 1_000 })
    for (let i = 0; i < 10_000; i += 1) lru.set(i, i, 1 + (i % 40))
    expect(lru.size).toBeLessThanOrEqual(50)
    expect(lru.weight).toBeLessThanOrEqual(1_000)
    expect(lru.get(9_999)).toBe(9_999)
  })

  it('deletes and clears, keeping the weight in step', () => {
    const lru = new Lru<string, number>({ entries: 10 })
    lru.set('a', 1, 3)
    lru.set('b', 2, 2)
    lru.delete('a')
    lru.delete('missing')
    expect(lru.weight).toBe(2)
    lru.clear()
    expect(lru.size).toBe(0)
    expect(lru.weight).toBe(0)
  })
})

describe('VersionedMemo', () => {
  it('answers only for the catalog version it was filled at', () => {
    const memo = new VersionedMemo<string>({ entries: 10 })
    expect(memo.get(7, 'skruv')).toBeUndefined()
    memo.set(7, 'skruv', 'hits at 7')
    expect(memo.get(7, 'skruv')).toBe('hits at 7')
    // The catalog moved on (a price, stock or index change): everything kept is gone.
    expect(memo.get(8, 'skruv')).toBeUndefined()
    expect(memo.size).toBe(0)
    memo.set(8, 'skruv', 'hits at 8')
    expect(memo.get(8, 'skruv')).toBe('hits at 8')
  })

  it('drops what a request that began before the change stores', () => {
    const memo = new VersionedMemo<string>({ entries: 10 })
    memo.get(8, 'skruv')
    memo.set(8, 'skruv', 'hits at 8')
    memo.set(7, 'spik', 'hits at 7')
    expect(memo.get(8, 'spik')).toBeUndefined()
    expect(memo.get(8, 'skruv')).toBe('hits at 8')
  })

  it('empties when the version goes back, as after a restored database', () => {
    const memo = new VersionedMemo<string>({ entries: 10 })
    memo.get(8, 'skruv')
    memo.set(8, 'skruv', 'hits at 8')
    expect(memo.get(3, 'skruv')).toBeUndefined()
    memo.set(3, 'skruv', 'hits at 3')
    // Back at 8 later, with another catalog: nothing of the first 8 survives.
    expect(memo.get(8, 'skruv')).toBeUndefined()
  })

  it('stores nothing before its first lookup', () => {
    const memo = new VersionedMemo<string>({ entries: 10 })
    memo.set(1, 'skruv', 'hits')
    expect(memo.size).toBe(0)
  })

  it('is bounded like its Lru', () => {
    const memo = new VersionedMemo<number>({ entries: 3, weight: 100 })
    memo.get(1, 'q0')
    for (let i = 0; i < 10; i += 1) memo.set(1, `q${i}`, i, 10)
    expect(memo.size).toBe(3)
    expect(memo.weight).toBe(30)
    expect(memo.get(1, 'q9')).toBe(9)
    expect(memo.get(1, 'q0')).toBeUndefined()
  })
})

describe('searchKey', () => {
  it('is the same for texts the search cannot tell apart', () => {
    expect(searchKey('Skruvar')).toBe(searchKey('skruv'))
    expect(searchKey('  skruv  ')).toBe(searchKey('SKRUV'))
    // Punctuation and a repeated word change nothing the search sees.
    expect(searchKey('reglar 45x95')).toBe(searchKey('reglar, 45x95 reglar'))
  })

  it('differs for different stems, their order, and article numbers', () => {
    expect(searchKey('skruv')).not.toBe(searchKey('spik'))
    expect(searchKey('trä skruv')).not.toBe(searchKey('skruv trä'))
    expect(searchKey('träskruv')).not.toBe(searchKey('trä skruv'))
    // A code is looked up exactly, so its text is part of the key.
    expect(searchKey('1021473')).not.toBe(searchKey('01021473'))
    expect(searchKey('1021473')).toBe(searchKey(' 1021473 '))
  })
})
