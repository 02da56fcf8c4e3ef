/**
 * The quote context (spec section 4: normal, quote, external). While a quote is being edited the
 * shopper may go and look for articles: the product and search pages then add to that quote and lead
 * back to it. Pure, so the transitions are tested without a browser; the shell's island applies them
 * on every change of path (apps/web/src/quotes/context).
 */

export const QUOTE_MODES = ['normal', 'quote', 'external'] as const
export type QuoteMode = (typeof QUOTE_MODES)[number]

export interface QuoteContext {
  mode: QuoteMode
  /** The quote being edited; null in normal mode. */
  quoteId: string | null
  /** Where "Tillbaka till offerten" leads; null in normal mode. */
  returnPath: string | null
}

export const NORMAL_QUOTE_CONTEXT: QuoteContext = Object.freeze({ mode: 'normal', quoteId: null, returnPath: null })

/**
 * What happened: a page of a kind was entered, or the quote service said the quote can no longer be
 * edited (sent on, accepted, deleted) while the shopper was away from it.
 */
export type QuoteVisit =
  | { kind: 'quote'; quoteId: string; editable: boolean; quotePath: string }
  | { kind: 'product' }
  | { kind: 'search' }
  | { kind: 'other' }
  | { kind: 'locked'; quoteId: string }

/** The wizard's step where articles are chosen (issue 14: step 2), which "Tillbaka till offerten" opens. */
export const QUOTE_PRODUCT_STEP = 2

/** The path back to a quote's product step, from the path of its QuoteDetails page. */
export const quoteReturnPath = (quotePath: string) => `${quotePath}?steg=${QUOTE_PRODUCT_STEP}`

const same = (a: QuoteContext, b: QuoteContext) =>
  a.mode === b.mode && a.quoteId === b.quoteId && a.returnPath === b.returnPath

/**
 * Spec section 4: entering a quote's page with the quote in edit mode sets quote; moving from a quote
 * to a product or search page gives external (and further product and search pages keep it); leaving
 * to any other page ends edit mode. Answers `current` itself when nothing changes, so a caller can
 * skip writing.
 */
export function nextQuoteContext(current: QuoteContext, visit: QuoteVisit): QuoteContext {
  let next: QuoteContext
  switch (visit.kind) {
    case 'quote':
      next = visit.editable
        ? { mode: 'quote', quoteId: visit.quoteId, returnPath: quoteReturnPath(visit.quotePath) }
        : NORMAL_QUOTE_CONTEXT
      break
    case 'product':
    case 'search':
      next = current.mode !== 'normal' && current.quoteId ? { ...current, mode: 'external' } : NORMAL_QUOTE_CONTEXT
      break
    case 'locked':
      next = current.quoteId === visit.quoteId ? NORMAL_QUOTE_CONTEXT : current
      break
    default:
      next = NORMAL_QUOTE_CONTEXT
  }
  return same(current, next) ? current : next
}

/**
 * A stored context read back (sessionStorage, written by an older version or by hand): anything that
 * is not a whole context of a quote is normal mode.
 */
export function quoteContextOf(value: unknown): QuoteContext {
  if (typeof value !== 'object' || value === null) return NORMAL_QUOTE_CONTEXT
  const { mode, quoteId, returnPath } = value as Partial<Record<keyof QuoteContext, unknown>>
  if (mode !== 'quote' && mode !== 'external') return NORMAL_QUOTE_CONTEXT
  if (typeof quoteId !== 'string' || !quoteId || typeof returnPath !== 'string' || !returnPath.startsWith('/'))
    return NORMAL_QUOTE_CONTEXT
  // A stored return path is only ever a path of this site: never '//host' or a scheme.
  if (returnPath.startsWith('//')) return NORMAL_QUOTE_CONTEXT
  return { mode, quoteId, returnPath }
}
