import { describe, expect, it } from 'vitest'
import { memoryWindowStore } from './window-store'
import { windowStoreContract } from './window-store.contract'

describe('memoryWindowStore', () => {
  windowStoreContract(async () => ({ store: memoryWindowStore(), prefix: '' }))
})

describe('memoryWindowStore in one process', () => {
  it('forgets keys idle past their window, so the memory a process holds stays bounded', async () => {
    const store = memoryWindowStore()
    await store.add([{ key: 'idle', windowMs: 60_000 }], 0)
    for (let i = 1; i < 1000; i++) await store.add([{ key: `v${i}`, windowMs: 60_000 }], 120_000)
    expect(store.size()).toBe(999)
    expect(await store.recent({ key: 'v1', windowMs: 60_000 }, 120_001)).toEqual([120_000])
  })
})
