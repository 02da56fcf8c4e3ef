// @vitest-environment happy-dom
/**
 * The wizard's saving (spec section 9: patches after 2000 ms of quiet): several changes go out as one
 * PATCH once the user stops; a step change sends them at once; a refusal shows next to its field and
 * keeps what was typed. The network is the only thing faked.
 */
import type { QuoteView } from '@shop/schemas'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountEachTest } from '@/shell/test-root'
import { quoteView } from '../../../../../tests/support/quote-view'
import { QuoteWizard } from './QuoteWizard'

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }),
}))

const quote: QuoteView = quoteView()

const dom = mountEachTest()
let fetchMock: ReturnType<typeof vi.fn>
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/mina-offerter/Q-000042?steg=1')
  fetchMock = vi.fn(async () => answer(200, quote))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const field = (label: string) => {
  const labelElement = [...dom.container().querySelectorAll('label')].find((l) => l.textContent === label)
  const control = labelElement ? document.getElementById(labelElement.htmlFor) : null
  if (!control) throw new Error(`no field ${label}`)
  return control as HTMLInputElement
}

function type(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, text)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

const patches = () =>
  fetchMock.mock.calls
    .map(([path, init]) => ({ path: String(path), init: init as RequestInit }))
    .filter((call) => call.init.method === 'PATCH')

const status = () => dom.container().querySelector('[data-testid="quote-save-status"]')

describe('QuoteWizard saving', () => {
  it('sends several changes as one PATCH after 2000 ms of quiet, and says "Sparar…" then "Sparat"', async () => {
    act(() => dom.root().render(<QuoteWizard initial={quote} searchPath="/search" cartPath="/cart" />))
    type(field('Företagsnamn'), 'Bygg AB')
    await wait(1500)
    type(field('Namn'), 'Anna Andersson')
    type(field('Giltig antal dagar'), '45')
    expect(status()?.textContent).toBe('Sparar…')
    expect(status()?.getAttribute('aria-live')).toBe('polite')
    await wait(1999)
    expect(patches()).toHaveLength(0)
    await wait(1)
    expect(patches()).toHaveLength(1)
    const [call] = patches()
    expect(call?.path).toBe('/api/quote/v1/quotes/Q-000042')
    expect(JSON.parse(String(call?.init.body))).toEqual({
      sender: { name: 'Bygg AB' },
      receiver: { name: 'Anna Andersson' },
      validFor: 45,
    })
    expect(status()?.textContent).toBe('Sparat')
    // What was typed stays, though the (faked) server answered the old quote.
    expect(field('Företagsnamn').value).toBe('Bygg AB')
  })

  it('sends what is waiting at once on a step change', async () => {
    act(() => dom.root().render(<QuoteWizard initial={quote} searchPath="/search" cartPath="/cart" />))
    type(field('Er referens'), 'Per')
    const next = [...dom.container().querySelectorAll('button')].find((b) => b.textContent?.startsWith('Nästa'))
    await act(async () => {
      next?.click()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(patches()).toHaveLength(1)
    expect(JSON.parse(String(patches()[0]?.init.body))).toEqual({ sender: { reference: 'Per' } })
    expect(window.location.search).toBe('?steg=2')
    await wait(5000)
    expect(patches()).toHaveLength(1)
  })

  it('sends what is waiting when the page is left, on a request that outlives it', async () => {
    act(() => dom.root().render(<QuoteWizard initial={quote} searchPath="/search" cartPath="/cart" />))
    type(field('Kontaktperson'), 'Eva')
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(patches()).toHaveLength(1)
    expect(patches()[0]?.init.keepalive).toBe(true)
    expect(JSON.parse(String(patches()[0]?.init.body))).toEqual({ receiver: { contactPerson: 'Eva' } })
  })

  it('shows a refusal next to its field, keeps the text, and sends it again with the next change', async () => {
    fetchMock.mockImplementationOnce(async () =>
      answer(400, {
        error: 'errors.bad_request',
        message: 'Uppgifterna kunde inte behandlas.',
        issues: [{ path: 'sender.organizationNumber', message: 'Skriv organisationsnumret som NNNNNN-NNNN.' }],
      }),
    )
    act(() => dom.root().render(<QuoteWizard initial={quote} searchPath="/search" cartPath="/cart" />))
    const orgNumber = field('Organisationsnummer')
    type(orgNumber, '55')
    await wait(2000)
    expect(orgNumber.value).toBe('55')
    expect(orgNumber.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(orgNumber.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    expect(error?.textContent).toBe('Skriv organisationsnumret som NNNNNN-NNNN.')
    expect(status()?.textContent).toContain('Uppgifterna kunde inte behandlas.')
    type(orgNumber, '556677-8899')
    await wait(2000)
    expect(patches()).toHaveLength(2)
    expect(JSON.parse(String(patches()[1]?.init.body))).toEqual({ sender: { organizationNumber: '556677-8899' } })
    expect(orgNumber.hasAttribute('aria-invalid')).toBe(false)
  })

  it('sends a line change to the lines’ PATCH with the line’s id', async () => {
    const withLine: QuoteView = {
      ...quote,
      items: [
        {
          quoteItemId: '7',
          articleNumber: '1000027',
          articleName: 'Expanderbult',
          unit: 'st',
          quantity: 5,
          markup: 0,
          salesDiscount: 0,
          ownPrice: null,
          quoteSalesPrice: 10,
          quoteNetPrice: 10,
          netPrice: 10,
          salesPrice: 12,
          lineTotal: 50,
        },
      ],
    }
    window.history.replaceState(null, '', '/mina-offerter/Q-000042?steg=3')
    act(() => dom.root().render(<QuoteWizard initial={withLine} searchPath="/search" cartPath="/cart" />))
    const markup = dom.container().querySelector<HTMLInputElement>('[aria-label="Påslag % för Expanderbult"]')
    if (!markup) throw new Error('no markup field')
    type(markup, '12,5')
    // The line's figures follow at once: 10 + 12,5 % = 11,25, × 5 = 56,25.
    expect(dom.container().querySelector('[data-testid="quote-item"]')?.textContent).toContain('56,25')
    await wait(2000)
    expect(patches().map((call) => call.path)).toEqual(['/api/quote/v1/quotes/Q-000042/items'])
    expect(JSON.parse(String(patches()[0]?.init.body))).toEqual({ items: [{ quoteItemId: '7', markup: 12.5 }] })
  })
})
