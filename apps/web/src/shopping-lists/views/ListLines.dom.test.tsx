// @vitest-environment happy-dom
/**
 * A shopping list's lines: a quantity change shows at once and is sent once, 500 ms after the last
 * step; a refused change goes back with the spec's text; a reader gets no quantity fields and no
 * removal, only the cart.
 */
import type { FavoriteItemView, FavoriteListView } from '@shop/schemas'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { ListLines } from './ListLines'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const list: FavoriteListView = {
  favoriteId: '4',
  favoriteName: 'Altanbygget',
  access: 'private',
  userId: '1',
  customerId: '10',
  projectId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  totalRows: 1,
  user: { fullName: 'Ulla Användare' },
  canEdit: true,
}
const line: FavoriteItemView = {
  favoriteItemId: '9',
  articleNumber: '1000027',
  quantity: 5,
  note: null,
  variant: {
    name: 'Expanderbult M10x90',
    variantSlug: 'expanderbult',
    ean: null,
    image: null,
    picture: null,
    unit: 'st',
    orderMultiple: 5,
  },
  price: null,
  stock: null,
}

const dom = mountEachTest()
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const quantity = () => dom.container().querySelector<HTMLInputElement>('[data-testid="list-line-quantity"]')
const increase = () =>
  [...dom.container().querySelectorAll('button')].find((b) => b.textContent?.startsWith('Öka antal'))

function stepUp() {
  const button = increase()
  if (!button) throw new Error('no increase button')
  act(() => button.click())
}

describe('ListLines', () => {
  it('sends a quantity once, 500 ms after the last step, in steps of the order multiple', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))
    act(() => dom.root().render(<ListLines list={list} items={[line]} />))
    expect(quantity()?.value).toBe('5')
    stepUp()
    stepUp()
    expect(quantity()?.value).toBe('15')
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/cart/v2/favorites/4/articles/9')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ quantity: 15 })
  })

  it('puts a refused quantity back and says so', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'errors.internal_server_error', message: 'Fel' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    )
    act(() => dom.root().render(<ListLines list={list} items={[line]} />))
    stepUp()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(quantity()?.value).toBe('5')
    expect(dom.container().querySelector('[role="alert"]')?.textContent).toBe(
      'Försök igen senare eller kontakta kundtjänst.',
    )
  })

  it('gives a reader no quantity fields and no removal', () => {
    act(() => dom.root().render(<ListLines list={{ ...list, canEdit: false }} items={[line]} />))
    expect(quantity()).toBeNull()
    expect(dom.container().querySelector('[data-testid="list-line-quantity-text"]')?.textContent).toContain('5')
    expect(dom.container().querySelector('[data-testid="list-remove-selected"]')).toBeNull()
    expect(dom.container().querySelector('[data-testid="list-all-to-cart"]')).not.toBeNull()
    expect(increase()).toBeUndefined()
  })
})
