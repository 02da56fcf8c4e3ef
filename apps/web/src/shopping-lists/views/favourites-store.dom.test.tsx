// @vitest-environment happy-dom
/**
 * The favourites store behind the hearts: the server's favourites are there at once, a toggle shows
 * before the service answers and rolls back when it refuses (the 51st favourite keeps its Swedish
 * alert, nothing is added), and a second click while one is under way is ignored.
 */
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { createFavouritesStore, FavouritesProvider, favouriteCount } from './favourites-store'
import { Heart } from './Heart'

const CAP_TEXT = 'Du kan ha högst 50 favoriter. Ta bort en favorit innan du lägger till en ny.'
const saved = { favouriteId: '5', articleNumber: '1000027', createdAt: '2026-11-20T10:00:00.000Z' }

function answer(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createFavouritesStore', () => {
  it('starts from the favourites the server read', () => {
    const store = createFavouritesStore([saved])
    expect(store.getState().ids).toEqual({ '1000027': '5' })
    expect(favouriteCount(store.getState())).toBe(1)
  })

  it('adds at once and keeps the id the service gives', async () => {
    let resolve: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((done) => (resolve = done)))
    const store = createFavouritesStore([])
    const toggled = store.getState().toggle('2000001')
    expect(store.getState().ids).toEqual({ '2000001': '' })
    resolve(answer(201, { favouriteId: '9', articleNumber: '2000001', createdAt: saved.createdAt }))
    await toggled
    expect(store.getState().ids).toEqual({ '2000001': '9' })
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/auth/users/favourites')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ articleNumber: '2000001' })
  })

  it('rolls a refused add back and keeps the alert (the 51st favourite)', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'favorites.info_modal.body', message: CAP_TEXT }))
    const store = createFavouritesStore([saved])
    await store.getState().toggle('2000001')
    expect(store.getState().ids).toEqual({ '1000027': '5' })
    expect(store.getState().alert).toEqual({ articleNumber: '2000001', text: CAP_TEXT })
    store.getState().dismissAlert()
    expect(store.getState().alert).toBeNull()
  })

  it('removes at once and puts the favourite back when the removal fails', async () => {
    fetchMock.mockResolvedValue(answer(500, { error: 'errors.internal_server_error', message: 'Fel' }))
    const store = createFavouritesStore([saved])
    const toggled = store.getState().toggle('1000027')
    expect(store.getState().ids).toEqual({})
    await toggled
    expect(store.getState().ids).toEqual({ '1000027': '5' })
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(init.method).toBe('DELETE')
    expect(JSON.parse(String(init.body))).toEqual({ favouriteIds: ['5'] })
  })

  it('ignores a second click while the first is under way', async () => {
    fetchMock.mockResolvedValue(answer(204, null))
    const store = createFavouritesStore([saved])
    const first = store.getState().toggle('1000027')
    await store.getState().toggle('1000027')
    await first
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(store.getState().ids).toEqual({})
  })
})

describe('Heart', () => {
  const dom = mountEachTest()

  const button = () => dom.container().querySelector('button')

  it('shows the saved state on its first render, and nothing without a provider', () => {
    act(() =>
      dom.root().render(
        <FavouritesProvider owner="1" initial={[saved]} listPattern="/listor/:listId">
          <Heart articleNumber="1000027" name="Expanderbult" />
          <Heart articleNumber="2000001" name="Skruv" />
        </FavouritesProvider>,
      ),
    )
    const [on, off] = [...dom.container().querySelectorAll('button')]
    expect(on?.getAttribute('aria-pressed')).toBe('true')
    expect(on?.textContent).toBe('Ta bort Expanderbult från favoriter')
    expect(off?.getAttribute('aria-pressed')).toBe('false')
    expect(off?.textContent).toBe('Spara Skruv som favorit')

    act(() => dom.root().render(<Heart articleNumber="1000027" name="Expanderbult" />))
    expect(button()).toBeNull()
  })

  it('gets its hearts when the visitor logs in in place, without remounting what is around them', () => {
    const tree = (owner: string | null, initial: (typeof saved)[]) => (
      <FavouritesProvider owner={owner} initial={initial} listPattern="/listor/:listId">
        <input aria-label="Sök" />
        <Heart articleNumber="1000027" name="Expanderbult" />
      </FavouritesProvider>
    )
    act(() => dom.root().render(tree(null, [])))
    const input = dom.container().querySelector('input')
    if (input) input.value = 'skruv'
    expect(button()).toBeNull()

    act(() => dom.root().render(tree('1', [saved])))
    expect(button()?.getAttribute('aria-pressed')).toBe('true')
    expect(dom.container().querySelector('input')).toBe(input)
    expect(input?.value).toBe('skruv')

    act(() => dom.root().render(tree(null, [])))
    expect(button()).toBeNull()
    expect(dom.container().querySelector('input')).toBe(input)
  })

  it('shows the refusal as an alert beside the heart', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'favorites.info_modal.body', message: CAP_TEXT }))
    act(() =>
      dom.root().render(
        <FavouritesProvider owner="1" initial={[]} listPattern="/listor/:listId">
          <Heart articleNumber="2000001" name="Skruv" />
        </FavouritesProvider>,
      ),
    )
    await act(async () => button()?.click())
    expect(dom.container().querySelector('[role="alert"] p')?.textContent).toBe(CAP_TEXT)
    expect(dom.container().querySelector('button')?.getAttribute('aria-pressed')).toBe('false')
  })
})
