import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSuggester,
  nextFocus,
  SUGGEST_DEBOUNCE_MS,
  type Suggestions,
  suggestionCount,
  suggestionStatus,
  suggestUrl,
} from './suggestions'

const answer = (q: string, products = 1, categories = 0, pages = 0): Suggestions => ({
  q,
  products: Array.from({ length: products }, (_, i) => ({
    articleNumber: `${q}-${i}`,
    name: `${q} ${i}`,
    url: `/produkt/${q}-${i}`,
    imageUrl: null,
    picture: null,
    unit: 'st',
    price: null,
  })),
  categories: Array.from({ length: categories }, (_, i) => ({
    name: `Kategori ${i}`,
    path: `k${i}`,
    url: `/kategorier/k${i}`,
    parentName: null,
  })),
  pages: Array.from({ length: pages }, (_, i) => ({ title: `Sida ${i}`, url: `/sida-${i}` })),
})

/** A fetch whose answers the test releases by hand, in any order. */
function controlledFetch() {
  const calls: Array<{ url: string; signal: AbortSignal; resolve: (body: Suggestions) => void; fail: () => void }> = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal as AbortSignal
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      calls.push({
        url: String(input),
        signal,
        resolve: (body) => resolve(Response.json(body)),
        fail: () => resolve(new Response('{}', { status: 500 })),
      })
    })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('createSuggester', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for a pause in typing and asks once, for the latest term', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('s')
    suggester.update('sk')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10)
    suggester.update('skr')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 10)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(10)
    expect(calls.map((c) => c.url)).toEqual(['/api/product/suggest?q=skr'])
    calls[0]?.resolve(answer('skr'))
    await settle()
    expect(onResult).toHaveBeenLastCalledWith(answer('skr'))
  })

  it('cancels the older request on a newer keystroke and never lets a stale answer through', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('sk')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    suggester.update('skruv')
    expect(calls[0]?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    // The old answer arriving late (after the abort) changes nothing.
    calls[0]?.resolve(answer('sk'))
    calls[1]?.resolve(answer('skruv'))
    await settle()
    expect(onResult.mock.calls.map(([s]) => s?.q)).toEqual(['skruv'])
  })

  it('keeps the previous suggestions while a new request runs (no flicker)', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('gi')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    calls[0]?.resolve(answer('gi'))
    await settle()
    suggester.update('gip')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    expect(onResult).toHaveBeenCalledTimes(1)
    calls[1]?.resolve(answer('gip'))
    await settle()
    expect(onResult).toHaveBeenCalledTimes(2)
  })

  it('clears below two characters, without asking', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('  s ')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2)
    expect(calls).toHaveLength(0)
    expect(onResult).toHaveBeenLastCalledWith(null)
  })

  it('answers a term seen before at once, and trims and collapses spaces first', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('gips')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    calls[0]?.resolve(answer('gips'))
    await settle()
    suggester.update('gipss')
    suggester.update(' gips ')
    expect(onResult).toHaveBeenLastCalledWith(answer('gips'))
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
    suggester.update('gips   skruv')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    expect(calls[1]?.url).toBe(suggestUrl('gips skruv'))
  })

  it('shows nothing but the search link when the service fails', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('skruv')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    calls[0]?.fail()
    await settle()
    expect(onResult).toHaveBeenLastCalledWith(null)
  })

  it('reports nothing after dispose', async () => {
    const { fetch, calls } = controlledFetch()
    const onResult = vi.fn()
    const suggester = createSuggester({ fetch, onResult })
    suggester.update('skruv')
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)
    suggester.dispose()
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.resolve(answer('skruv'))
    await settle()
    expect(onResult).not.toHaveBeenCalled()
  })
})

describe('suggestion status and keyboard', () => {
  it('counts the groups in Swedish for screen readers', () => {
    expect(suggestionStatus(answer('x', 6, 2))).toBe('6 produkter, 2 kategorier')
    expect(suggestionStatus(answer('x', 1, 1, 1))).toBe('1 produkt, 1 kategori, 1 sida')
    expect(suggestionStatus(answer('x', 0, 0, 3))).toBe('3 sidor')
    expect(suggestionStatus(answer('x', 0))).toBe('Inga förslag')
    expect(suggestionStatus(null)).toBe('')
    expect(suggestionCount(answer('x', 6, 2, 3))).toBe(11)
  })

  it('moves between links and wraps to the field at either end', () => {
    expect(nextFocus(0, 3, 'ArrowDown')).toBe(1)
    expect(nextFocus(2, 3, 'ArrowDown')).toBe('field')
    expect(nextFocus(1, 3, 'ArrowUp')).toBe(0)
    expect(nextFocus(0, 3, 'ArrowUp')).toBe('field')
  })
})
