import { expect, it } from 'vitest'
import type { WindowStore } from './window-store'

/**
 * What every WindowStore does, run against each one: memory here (window-store.test.ts), Redis in
 * tests/integration/shared-state.test.ts. `fresh` gives a store with nothing in it (or unique keys).
 */
export function windowStoreContract(fresh: () => Promise<{ store: WindowStore; prefix: string }>) {
  const key = (prefix: string, name: string, windowMs = 60_000) => ({ key: `${prefix}${name}`, windowMs })

  it('keeps the uses of a key inside its window, oldest first, and forgets older ones', async () => {
    const { store, prefix } = await fresh()
    const a = key(prefix, 'a')
    await store.add([a], 1_000)
    await store.add([a], 2_000)
    expect(await store.recent(a, 30_000)).toEqual([1_000, 2_000])
    expect(await store.recent(a, 61_500)).toEqual([2_000])
    await store.add([a], 70_000)
    expect(await store.recent(a, 70_500)).toEqual([70_000])
    expect(await store.recent(key(prefix, 'none'), 0)).toEqual([])
  })

  it('adds a use under several keys at once, and forgets a key', async () => {
    const { store, prefix } = await fresh()
    const [a, b] = [key(prefix, 'a'), key(prefix, 'b')]
    await store.add([a, b], 5)
    expect(await store.recent(a, 10)).toEqual([5])
    expect(await store.recent(b, 10)).toEqual([5])
    await store.forget(a.key)
    expect(await store.recent(a, 10)).toEqual([])
    expect(await store.recent(b, 10)).toEqual([5])
  })

  it('counts two uses at the same moment as two', async () => {
    const { store, prefix } = await fresh()
    const a = key(prefix, 'a')
    await store.add([a], 7)
    await store.add([a], 7)
    expect(await store.recent(a, 8)).toEqual([7, 7])
  })

  it('takes a use of every key only while each is under its limit, and a refusal counts against none', async () => {
    const { store, prefix } = await fresh()
    const visitor = { ...key(prefix, 'visitor'), limit: 2 }
    const address = { ...key(prefix, 'address'), limit: 3 }
    expect(await store.takeIfUnder([visitor, address], 0)).toEqual({ taken: true, uses: [[], []] })
    expect(await store.takeIfUnder([visitor, address], 1)).toEqual({ taken: true, uses: [[0], [0]] })
    expect(await store.takeIfUnder([visitor, address], 2)).toEqual({
      taken: false,
      uses: [
        [0, 1],
        [0, 1],
      ],
    })
    expect(await store.recent(address, 3)).toEqual([0, 1])
    const other = { ...key(prefix, 'other'), limit: 2 }
    expect((await store.takeIfUnder([other, address], 3)).taken).toBe(true)
    expect((await store.takeIfUnder([other, address], 4)).taken).toBe(false)
  })

  it('never takes more than the limit when many ask at once', async () => {
    const { store, prefix } = await fresh()
    const a = { ...key(prefix, 'race'), limit: 10 }
    const answers = await Promise.all(Array.from({ length: 40 }, () => store.takeIfUnder([a], 100)))
    expect(answers.filter((answer) => answer.taken)).toHaveLength(10)
    expect(await store.recent(a, 101)).toHaveLength(10)
  })
}
