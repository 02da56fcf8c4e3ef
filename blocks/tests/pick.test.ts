import { describe, expect, it } from 'vitest'
import { pickByWeight } from '../RandomBanners/pick'
import { seeded } from './helpers'

describe('pickByWeight', () => {
  it('picks in proportion to weight and never weight 0', () => {
    const items = [
      { id: 'a', weight: 1 },
      { id: 'zero', weight: 0 },
      { id: 'b', weight: 3 },
      { id: 'c', weight: 6 },
    ]
    const random = seeded(42)
    const counts: Record<string, number> = { a: 0, zero: 0, b: 0, c: 0 }
    const n = 100_000
    for (let i = 0; i < n; i++) {
      const picked = pickByWeight(items, random)
      if (picked) counts[picked.id] = (counts[picked.id] ?? 0) + 1
    }
    expect(counts.zero).toBe(0)
    expect((counts.a ?? 0) / n).toBeCloseTo(0.1, 2)
    expect((counts.b ?? 0) / n).toBeCloseTo(0.3, 2)
    expect((counts.c ?? 0) / n).toBeCloseTo(0.6, 2)
  })

  it('is deterministic for a seeded random', () => {
    const items = [{ weight: 1 }, { weight: 2 }, { weight: 3 }]
    const run = () => {
      const random = seeded(7)
      return Array.from({ length: 20 }, () => items.indexOf(pickByWeight(items, random) as { weight: number }))
    }
    expect(run()).toEqual(run())
    expect(new Set(run()).size).toBeGreaterThan(1)
  })

  it('boundaries: random 0 picks the first positive, random near 1 the last positive', () => {
    const items = [
      { id: 'z', weight: 0 },
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
      { id: 'z2', weight: 0 },
    ]
    expect(pickByWeight(items, () => 0)?.id).toBe('a')
    expect(pickByWeight(items, () => 0.9999999)?.id).toBe('b')
    expect(pickByWeight(items, () => 1)?.id).toBe('b')
  })

  it('all zero picks the first; empty picks nothing; missing weight counts as 1', () => {
    expect(
      pickByWeight(
        [
          { id: 'x', weight: 0 },
          { id: 'y', weight: 0 },
        ],
        () => 0.5,
      )?.id,
    ).toBe('x')
    expect(pickByWeight([], () => 0.5)).toBeUndefined()
    expect(pickByWeight([{ id: 'x' }, { id: 'y', weight: 0 }], () => 0.99)?.id).toBe('x')
    expect(
      pickByWeight(
        [
          { id: 'x', weight: Number.NaN },
          { id: 'y', weight: 2 },
        ],
        () => 0.1,
      )?.id,
    ).toBe('y')
  })
})
