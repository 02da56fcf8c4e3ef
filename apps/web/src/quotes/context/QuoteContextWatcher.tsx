'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect } from 'react'
import { mayHoldQuoteContext, quotePathPrefix } from './quote-context-key'
import { loadQuoteContext, useQuoteContext } from './use-quote-context'

// What the context shows is a chunk loaded only in external mode, not with every page (bench/bundle).
const QuoteBar = lazy(() => import('./QuoteBar').then((module) => ({ default: module.QuoteBar })))

/**
 * The quote context in the shell (spec section 4): on every change of path it applies the transition
 * for the page entered, and in external mode (a product or search page entered from a quote) shows the
 * bar back to the quote. Mounted for users who may make quotes, with their brand's QuoteDetails path.
 * The store (with the path's full match) is loaded only under the quote page's path or when the tab
 * holds a context to carry or end: every other page pays for two string tests.
 */
export function QuoteContextWatcher({ quotePattern }: { quotePattern: string }) {
  const pathname = usePathname()
  const context = useQuoteContext()
  useEffect(() => {
    if (!pathname) return
    if (!pathname.startsWith(quotePathPrefix(quotePattern)) && !mayHoldQuoteContext()) return
    void loadQuoteContext().then((store) => store.getState().enter(pathname, quotePattern))
  }, [pathname, quotePattern])
  if (context?.mode !== 'external' || !context.quoteId || !context.returnPath) return null
  return (
    <Suspense fallback={null}>
      <QuoteBar quoteId={context.quoteId} returnPath={context.returnPath} />
    </Suspense>
  )
}
