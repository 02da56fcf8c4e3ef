import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { describe, expect, it } from 'vitest'
import { ADMIN_PATHS, pageCache } from '../../next.config'

const MB = 1024 * 1024

describe("next.config's page cache", () => {
  it('keeps 256 MB of pages in the process by default, PAGE_CACHE_MEMORY_MB otherwise (0: none)', () => {
    expect(pageCache(PHASE_PRODUCTION_SERVER, {})).toEqual({ cacheMaxMemorySize: 256 * MB })
    expect(pageCache(PHASE_PRODUCTION_SERVER, { PAGE_CACHE_MEMORY_MB: '1024' })).toEqual({
      cacheMaxMemorySize: 1024 * MB,
    })
    expect(pageCache(PHASE_PRODUCTION_SERVER, { PAGE_CACHE_MEMORY_MB: '0' })).toEqual({ cacheMaxMemorySize: 0 })
  })

  it("with REDIS_URL keeps every page in Redis, Next's memory off, and gives the handler's copies the size", () => {
    const source: Record<string, string | undefined> = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAGE_CACHE_MEMORY_MB: '512',
    }
    const config = pageCache(PHASE_PRODUCTION_SERVER, source)
    expect(config.cacheMaxMemorySize).toBe(0)
    expect(config.cacheHandler).toMatch(/cache-handler\.mjs$/)
    expect(source.PAGE_CACHE_MEMORY_MB).toBe('512')
    const defaults: Record<string, string | undefined> = { REDIS_URL: 'redis://127.0.0.1:6379' }
    pageCache(PHASE_PRODUCTION_SERVER, defaults)
    expect(defaults.PAGE_CACHE_MEMORY_MB).toBe('256')
  })

  it('stops the start on a bad size, naming the variable', () => {
    expect(() => pageCache(PHASE_PRODUCTION_SERVER, { PAGE_CACHE_MEMORY_MB: '-1' })).toThrow(/PAGE_CACHE_MEMORY_MB/)
    expect(() => pageCache(PHASE_PRODUCTION_SERVER, { PAGE_CACHE_MEMORY_MB: 'mycket' })).toThrow(/PAGE_CACHE_MEMORY_MB/)
  })

  it('sets nothing for the build, which renders into no shared cache', () => {
    expect(pageCache(PHASE_PRODUCTION_BUILD, { REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({})
  })
})

describe("next.config's headers", () => {
  it("asks for Payload's colour-scheme hint on the admin's paths only, so no shop page is requested twice", async () => {
    const config = (await import('../../next.config')).default(PHASE_PRODUCTION_SERVER)
    const rules = (await config.headers?.()) ?? []
    const keysOf = (source: string) =>
      rules.filter((rule) => rule.source === source).flatMap((rule) => rule.headers.map(({ key }) => key))
    expect(keysOf('/:path*')).not.toContain('Critical-CH')
    expect(keysOf('/:path*')).not.toContain('Accept-CH')
    expect(keysOf(ADMIN_PATHS)).toEqual(expect.arrayContaining(['Accept-CH', 'Critical-CH', 'Vary']))
  })
})
