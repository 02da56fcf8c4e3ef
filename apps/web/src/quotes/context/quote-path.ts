import type { QuoteVisit } from '@shop/commerce/quotes/quote-context'
import { QUOTE_ID_PATTERN } from '@shop/schemas/constants'
import { isProductPath } from '@/catalog/history/history-key'

/**
 * Which kind of page a path is, for the quote context: a quote's own page (the brand's QuoteDetails
 * path, from its route file, e.g. `/mina-offerter/:quoteId`), a product page, the search page, or any
 * other. The shell's island has only the path: a quote's page is taken to be in edit mode, and the
 * quote service corrects that when it answers that the quote is locked (QuoteBar).
 */
export function quoteVisitFor(pathname: string, quotePattern: string): QuoteVisit {
  const quoteId = quoteIdIn(pathname, quotePattern)
  if (quoteId)
    return {
      kind: 'quote',
      quoteId,
      editable: true,
      quotePath: quotePattern.replace(/:[A-Za-z]+/, encodeURIComponent(quoteId)),
    }
  if (isProductPath(pathname)) return { kind: 'product' }
  if (pathname === '/search') return { kind: 'search' }
  return { kind: 'other' }
}

/** The quote number in `pathname` when it is the QuoteDetails page's path, else null. */
function quoteIdIn(pathname: string, quotePattern: string): string | null {
  const pattern = quotePattern.split('/').filter(Boolean)
  const segments = pathname.split('/').filter(Boolean)
  if (pattern.length !== segments.length) return null
  let quoteId: string | null = null
  for (const [i, part] of pattern.entries()) {
    let segment: string
    try {
      segment = decodeURIComponent(segments[i] as string)
    } catch {
      return null
    }
    if (part.startsWith(':')) quoteId = segment
    else if (part !== segment) return null
  }
  return quoteId && QUOTE_ID_PATTERN.test(quoteId) ? quoteId : null
}
