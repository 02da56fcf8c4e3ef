// @vitest-environment happy-dom
/**
 * The project flyout's picker asks for the user's customers and projects when it opens (GET v3/customers,
 * as the spec's client asks): it says it is loading, tells a failure in Swedish with a way to ask again,
 * and then offers the choices with the current one selected.
 */
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { CHOICES_ROUTE, ContextPicker } from './ContextPicker'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const dom = mountEachTest()
const choices = [
  {
    customerId: '1',
    customerNumber: '10001',
    customerName: 'Byggmästarna i Umeå AB',
    projects: [{ projectId: '2', projectNumber: '10001-02', projectName: 'Villa Sandbacka' }],
  },
]

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)))

describe('ContextPicker', () => {
  it('loads the choices when it opens and selects the current one', async () => {
    fetchMock.mockResolvedValue(answer(200, choices))
    act(() => dom.root().render(<ContextPicker current={{ customerId: '1', projectId: '2' }} />))
    expect(dom.container().textContent).toContain('Laddar')
    await settle()
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(CHOICES_ROUTE)
    const checked = dom.container().querySelector<HTMLInputElement>('input[type="radio"]:checked')
    expect(checked?.closest('label')?.textContent).toContain('Villa Sandbacka')
    expect(dom.container().textContent).toContain('Byggmästarna i Umeå AB')
  })

  it('tells a failure in Swedish and asks again on "Försök igen"', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(503, { error: 'errors.auth_service_not_available', message: 'Inloggningen är inte tillgänglig.' }),
    )
    act(() => dom.root().render(<ContextPicker current={null} />))
    await settle()
    expect(dom.container().textContent).toContain('Inloggningen är inte tillgänglig')
    expect(dom.container().querySelector('input[type="radio"]')).toBeNull()

    fetchMock.mockResolvedValueOnce(answer(200, choices))
    const retry = [...dom.container().querySelectorAll('button')].find((b) => b.textContent === 'Försök igen')
    expect(retry).toBeDefined()
    act(() => retry?.click())
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(dom.container().querySelectorAll('input[type="radio"]').length).toBe(2)
  })
})
