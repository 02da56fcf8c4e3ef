import { describe, expect, it } from 'vitest'
import { mayHoldQuoteContext, QUOTE_CONTEXT_KEY, quotePathPrefix } from './quote-context-key'
import { quoteVisitFor } from './quote-path'

const nordbygg = '/mina-offerter/:quoteId'

describe('quoteVisitFor', () => {
  it("takes a quote's page from the brand's QuoteDetails path, with the way back to its product step", () => {
    expect(quoteVisitFor('/mina-offerter/Q-DEMO-0001', nordbygg)).toEqual({
      kind: 'quote',
      quoteId: 'Q-DEMO-0001',
      editable: true,
      quotePath: '/mina-offerter/Q-DEMO-0001',
    })
  })

  it('follows whatever path a brand gives the page', () => {
    expect(quoteVisitFor('/konto/offert/Q-7/visa', '/konto/offert/:quoteId/visa')).toMatchObject({
      kind: 'quote',
      quoteId: 'Q-7',
      quotePath: '/konto/offert/Q-7/visa',
    })
    expect(quoteVisitFor('/mina-offerter/Q-7', '/konto/offert/:quoteId/visa')).toEqual({ kind: 'other' })
  })

  it('MyQuotes, a path that names no quote and deeper paths are other pages', () => {
    for (const path of ['/mina-offerter', '/mina-offerter/ny', '/mina-offerter/Q-1/x', '/mina-offerter/%E0%A4%A'])
      expect(quoteVisitFor(path, nordbygg)).toEqual({ kind: 'other' })
  })

  it('knows product pages and the search page; everything else is other', () => {
    expect(quoteVisitFor('/produkt/skruv-4x40', nordbygg)).toEqual({ kind: 'product' })
    expect(quoteVisitFor('/search', nordbygg)).toEqual({ kind: 'search' })
    for (const path of ['/', '/cart', '/kategorier/tra', '/searching', '/mina-sidor'])
      expect(quoteVisitFor(path, nordbygg)).toEqual({ kind: 'other' })
  })
})

describe('mayHoldQuoteContext', () => {
  const storage = (value: string | null) => () => ({
    getItem: (name: string) => (name === QUOTE_CONTEXT_KEY ? value : null),
  })

  it('is false for nothing stored and for a stored normal mode, so other pages load no store', () => {
    expect(mayHoldQuoteContext(storage(null))).toBe(false)
    expect(mayHoldQuoteContext(storage('{"state":{"mode":"normal","quoteId":null},"version":0}'))).toBe(false)
  })

  it('is true for a stored quote context, and whenever storage cannot be read', () => {
    expect(mayHoldQuoteContext(storage('{"state":{"mode":"external","quoteId":"Q-1"},"version":0}'))).toBe(true)
    expect(mayHoldQuoteContext(storage('{broken'))).toBe(true)
    expect(
      mayHoldQuoteContext(() => {
        throw new Error('SecurityError')
      }),
    ).toBe(true)
  })
})

describe('quotePathPrefix', () => {
  it("is the fixed part of the brand's QuoteDetails path, which every quote's page starts with", () => {
    expect(quotePathPrefix('/mina-offerter/:quoteId')).toBe('/mina-offerter/')
    expect(quotePathPrefix('/konto/offert/:quoteId/visa')).toBe('/konto/offert/')
    expect('/mina-offerter/Q-DEMO-0001'.startsWith(quotePathPrefix('/mina-offerter/:quoteId'))).toBe(true)
  })
})
