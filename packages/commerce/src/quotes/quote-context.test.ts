import { describe, expect, it } from 'vitest'
import {
  NORMAL_QUOTE_CONTEXT,
  nextQuoteContext,
  type QuoteContext,
  type QuoteVisit,
  quoteContextOf,
} from './quote-context'

const enter: QuoteVisit = {
  kind: 'quote',
  quoteId: 'Q-000123',
  editable: true,
  quotePath: '/mina-offerter/Q-000123',
}
const editing: QuoteContext = { mode: 'quote', quoteId: 'Q-000123', returnPath: '/mina-offerter/Q-000123?steg=2' }
const external: QuoteContext = { ...editing, mode: 'external' }

/** Runs the pages visited in order from normal mode and answers each context. */
function walk(...visits: QuoteVisit[]): QuoteContext[] {
  const seen: QuoteContext[] = []
  for (const visit of visits) seen.push(nextQuoteContext(seen.at(-1) ?? NORMAL_QUOTE_CONTEXT, visit))
  return seen
}

describe('nextQuoteContext (spec section 4)', () => {
  it('entering a quote in edit mode sets quote, with the way back to its product step', () => {
    expect(nextQuoteContext(NORMAL_QUOTE_CONTEXT, enter)).toEqual(editing)
  })

  it('a quote that can no longer be edited leaves (or keeps) normal mode', () => {
    expect(nextQuoteContext(NORMAL_QUOTE_CONTEXT, { ...enter, editable: false })).toBe(NORMAL_QUOTE_CONTEXT)
    expect(nextQuoteContext(external, { ...enter, editable: false })).toBe(NORMAL_QUOTE_CONTEXT)
  })

  it('from a quote to a product or search page gives external; further such pages keep it', () => {
    expect(walk(enter, { kind: 'product' }, { kind: 'search' }, { kind: 'product' }).map((c) => c.mode)).toEqual([
      'quote',
      'external',
      'external',
      'external',
    ])
    expect(nextQuoteContext(editing, { kind: 'search' })).toEqual(external)
  })

  it('leaving to any other page ends edit mode, and the next product page is a plain one', () => {
    expect(walk(enter, { kind: 'product' }, { kind: 'other' }, { kind: 'product' }).map((c) => c.mode)).toEqual([
      'quote',
      'external',
      'normal',
      'normal',
    ])
    expect(nextQuoteContext(editing, { kind: 'other' })).toEqual(NORMAL_QUOTE_CONTEXT)
  })

  it('product and search pages without a quote being edited stay normal', () => {
    expect(nextQuoteContext(NORMAL_QUOTE_CONTEXT, { kind: 'product' })).toBe(NORMAL_QUOTE_CONTEXT)
    expect(nextQuoteContext(NORMAL_QUOTE_CONTEXT, { kind: 'search' })).toBe(NORMAL_QUOTE_CONTEXT)
  })

  it('back on the quote (or another quote) the context is quote again, for that quote', () => {
    const other: QuoteVisit = { ...enter, quoteId: 'Q-9', quotePath: '/mina-offerter/Q-9' }
    expect(nextQuoteContext(external, enter)).toEqual(editing)
    expect(nextQuoteContext(external, other)).toEqual({
      mode: 'quote',
      quoteId: 'Q-9',
      returnPath: '/mina-offerter/Q-9?steg=2',
    })
  })

  it('the service saying the quote is locked ends edit mode for that quote only', () => {
    expect(nextQuoteContext(external, { kind: 'locked', quoteId: 'Q-000123' })).toBe(NORMAL_QUOTE_CONTEXT)
    expect(nextQuoteContext(external, { kind: 'locked', quoteId: 'Q-9' })).toBe(external)
  })

  it('answers the same object when nothing changes, so nothing is written', () => {
    expect(nextQuoteContext(external, { kind: 'product' })).toBe(external)
    expect(nextQuoteContext(editing, enter)).toBe(editing)
    expect(nextQuoteContext(NORMAL_QUOTE_CONTEXT, { kind: 'other' })).toBe(NORMAL_QUOTE_CONTEXT)
  })
})

describe('quoteContextOf', () => {
  it('keeps a whole stored context', () => {
    expect(quoteContextOf(external)).toEqual(external)
  })

  it('reads anything else as normal mode', () => {
    for (const stored of [
      null,
      'external',
      { mode: 'external' },
      { mode: 'edit', quoteId: 'Q-1', returnPath: '/x' },
      { mode: 'external', quoteId: 'Q-1', returnPath: 'https://evil.example/' },
      { mode: 'external', quoteId: 'Q-1', returnPath: '//evil.example/' },
      { mode: 'quote', quoteId: '', returnPath: '/x' },
    ])
      expect(quoteContextOf(stored)).toBe(NORMAL_QUOTE_CONTEXT)
  })
})
