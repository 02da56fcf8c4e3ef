// @vitest-environment happy-dom
/**
 * The product page's own parts on a page shared by many shoppers: however many islands a render has,
 * the browser asks once (POST /api/product/variants) for all their articles, each island shows its
 * article's answer, and a failed call is told in Swedish with a way to ask again.
 */
import { formatMoney } from '@shop/i18n/number'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountEachTest } from '@/shell/test-root'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const dom = mountEachTest()

const price = (articleNumber: string, netPrice: number, askForPrice = false) => ({
  articleNumber,
  netPrice,
  salesPrice: netPrice,
  salesPriceIncludingVat: netPrice * 1.25,
  salesPriceUnit: 'st',
  alloyingPrice: 0,
  preCampaignPrice: null,
  discountAmount: 0,
  discountPercentage: 0,
  discounts: [],
  priceType: 'CUSTOMER',
  askForPrice,
  hasBracketPrices: false,
})
const stock = (availability: string) => ({ level: 'in-stock', availability })
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  // The store remembers what a page asked for: each test is a new page.
  vi.resetModules()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)))
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))

describe('the product page islands of a member page', () => {
  it("ask once for every island's article, and show each one its shopper's answer", async () => {
    const { OwnPrice, OwnStoreStock, OwnTilePrice } = await import('./ShopperIslands')
    fetchMock.mockResolvedValue(
      answer(200, {
        storeId: '104',
        variants: [
          { articleNumber: 'A1', price: price('A1', 0, true), brackets: [], storeStock: stock('Finns i din butik') },
          { articleNumber: 'T1', price: price('T1', 125.5), brackets: [], storeStock: stock('3 st i butik') },
          { articleNumber: 'T2', price: null, brackets: [], storeStock: stock('Beställningsvara') },
        ],
      }),
    )
    act(() =>
      dom.root().render(
        <>
          <OwnPrice variant={{ articleNumber: 'A1', name: 'Spik' }} storeEmails={{ '104': 'orebro@example.se' }} />
          <OwnTilePrice articleNumber="T1" />
          <OwnStoreStock articleNumber="T1" label="Butik" />
          <OwnTilePrice articleNumber="T2" />
          <OwnStoreStock articleNumber="T2" />
        </>,
      ),
    )
    expect(dom.container().textContent).toContain('Hämtar ditt pris och lagersaldo')
    await settle()
    await settle()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/product/variants')
    expect(bodies()[0].articleNumbers.sort()).toEqual(['A1', 'T1', 'T2'])
    const text = dom.container().textContent ?? ''
    expect(text).toContain(formatMoney(125.5))
    expect(text).toContain('Butik: 3 st i butik')
    expect(text).toContain('Beställningsvara')
    // 'Begär pris' goes to the e-mail of the shopper's store, which only the answer names.
    const ask = dom.container().querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
    expect(ask?.getAttribute('href')).toMatch(/^mailto:orebro@example\.se\?subject=/)
    expect(dom.container().querySelectorAll('[data-price]')).toHaveLength(1)
  })

  it('tells a failure in Swedish and asks again for the same articles on "Försök igen"', async () => {
    const { OwnPrice, OwnTilePrice } = await import('./ShopperIslands')
    fetchMock.mockResolvedValueOnce(
      answer(503, { error: 'errors.internal_server_error', message: 'Något gick fel på servern.' }),
    )
    act(() =>
      dom.root().render(
        <>
          <OwnPrice variant={{ articleNumber: 'A1', name: 'Spik' }} storeEmails={{}} />
          <OwnTilePrice articleNumber="T1" />
        </>,
      ),
    )
    await settle()
    await settle()
    expect(dom.container().querySelector('[role="alert"]')?.textContent).toBe(
      'Ditt pris och lagersaldo kunde inte hämtas: Något gick fel på servern.',
    )

    fetchMock.mockResolvedValueOnce(
      answer(200, {
        storeId: '101',
        variants: [
          { articleNumber: 'A1', price: price('A1', 80), brackets: [], storeStock: stock('I lager') },
          { articleNumber: 'T1', price: price('T1', 12), brackets: [], storeStock: stock('I lager') },
        ],
      }),
    )
    const retry = [...dom.container().querySelectorAll('button')].find((b) => b.textContent === 'Försök igen')
    act(() => retry?.click())
    await settle()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(bodies()[1].articleNumbers.sort()).toEqual(['A1', 'T1'])
    expect(dom.container().querySelector('[role="alert"]')).toBeNull()
    expect(dom.container().textContent).toContain(formatMoney(80))
    expect(dom.container().textContent).toContain(formatMoney(12))
  })

  it('asks again after a change of context, and shows nothing of the context before meanwhile', async () => {
    const { OwnTilePrice } = await import('./ShopperIslands')
    const { refreshShopperVariants } = await import('@/catalog/views/shopper-variants-store')
    const answerWith = (netPrice: number) =>
      answer(200, {
        storeId: '101',
        variants: [{ articleNumber: 'T1', price: price('T1', netPrice), brackets: [], storeStock: stock('I lager') }],
      })
    fetchMock.mockResolvedValueOnce(answerWith(100))
    act(() => dom.root().render(<OwnTilePrice articleNumber="T1" />))
    await settle()
    await settle()
    expect(dom.container().textContent).toContain(formatMoney(100))

    fetchMock.mockResolvedValueOnce(answerWith(75))
    act(() => refreshShopperVariants())
    expect(dom.container().textContent).not.toContain(formatMoney(100))
    await settle()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(bodies()[1].articleNumbers).toEqual(['T1'])
    expect(dom.container().textContent).toContain(formatMoney(75))
  })
})
