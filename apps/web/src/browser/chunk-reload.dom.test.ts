// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, RELOAD_KEY, watchChunkFailures } from './chunk-reload'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('a chunk that fails to load', () => {
  it('is told from other errors by the bundler’s words for it', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' })).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0abc.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once per session, never twice within 10 s even without storage', () => {
    const storage = memory()
    const start = 1_000_000_000
    expect(claimReload(storage, start)).toBe(true)
    expect(storage.getItem(RELOAD_KEY)).toBe(String(start))
    expect(claimReload(storage, start + RELOAD_GUARD_MS * 10)).toBe(false)
    expect(claimReload(null, start + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimReload(null, start + RELOAD_GUARD_MS * 20)).toBe(true)
  })

  it('reloads the page when a chunk rejects, not for other failures', () => {
    const reload = vi.fn()
    const win = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window
    const stop = watchChunkFailures(win, memory())
    const rejection = (reason: unknown) =>
      Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() })
    win.dispatchEvent(rejection(new Error('Cannot read properties of undefined')))
    expect(reload).not.toHaveBeenCalled()
    win.dispatchEvent(rejection(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })))
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
  })
})
