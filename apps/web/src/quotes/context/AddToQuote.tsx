'use client'

import { lazy, Suspense } from 'react'
import type { AddToQuoteProps } from './AddToQuoteButton'
import { useQuoteContext } from './use-quote-context'

// The button and its call are a chunk loaded only in external mode (bench/bundle: the product page).
const AddToQuoteButton = lazy(() =>
  import('./AddToQuoteButton').then((module) => ({ default: module.AddToQuoteButton })),
)

/**
 * "Lägg till i offerten" beside add to cart on the product page, and on product tiles, while a quote is
 * being edited (spec section 4, external).
 */
export function AddToQuote(props: AddToQuoteProps) {
  const context = useQuoteContext()
  if (context?.mode !== 'external' || !context.quoteId) return null
  return (
    <Suspense fallback={null}>
      <AddToQuoteButton {...props} quoteId={context.quoteId} />
    </Suspense>
  )
}
