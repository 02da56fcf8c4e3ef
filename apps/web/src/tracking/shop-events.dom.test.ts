// @vitest-environment happy-dom
/**
 * The shop's own events leave the browser under one tracking id of 21 nanoid characters, kept under a
 * fixed key; without storage nothing is sent. The network is the only thing faked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendShopEvents, TRACKING_ID_KEY, trackingId } from './shop-events'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the tracking id', () => {
  it('is made once, 21 characters of nanoid’s alphabet, and kept', () => {
    const storage = memory()
    const id = trackingId(storage)
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(storage.getItem(TRACKING_ID_KEY)).toBe(id)
    expect(trackingId(storage)).toBe(id)
  })
})

describe('sendShopEvents', () => {
  it('posts the events with the tracking id and api version, in calls of at most 50', () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init })
        return new Response(null, { status: 202 })
      }),
    )
    const storage = memory()
    const events = Array.from({ length: 60 }, (_, i) => ({
      type: 'click' as const,
      entityType: 'Variant' as const,
      id: `10000${i}`,
      quantity: 1,
    }))
    sendShopEvents(events, storage)
    expect(calls.map((call) => call.url)).toEqual(['/api/product/createEvents', '/api/product/createEvents'])
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(headers['user-id']).toBe(storage.getItem(TRACKING_ID_KEY))
    expect(headers['api-version']).toBe('1')
    expect(JSON.parse(String(calls[0]?.init.body)).events).toHaveLength(50)
    expect(JSON.parse(String(calls[1]?.init.body)).events).toHaveLength(10)
  })

  it('sends nothing without storage or without events', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    sendShopEvents([{ type: 'click', entityType: 'Variant', id: '1', quantity: 1 }], null)
    sendShopEvents([], memory())
    expect(fetch).not.toHaveBeenCalled()
  })

  it("reports 'No trackingId available' to the error service, once a page (spec section 8)", async () => {
    vi.stubGlobal('fetch', vi.fn())
    vi.resetModules()
    const { sendShopEvents } = await import('./shop-events')
    const kept: unknown[] = []
    window.__shopErrors = kept
    const click = { type: 'click', entityType: 'Variant', id: '1', quantity: 1 } as const
    sendShopEvents([click], null)
    sendShopEvents([click], null)
    expect(kept).toEqual([new Error('No trackingId available')])
    window.__shopErrors = undefined
  })
})
