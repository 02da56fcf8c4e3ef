'use client'

import { lazy, Suspense } from 'react'
import { useQuoteContext } from './use-quote-context'

// The button and its call are a chunk loaded only in external mode (bench/bundle: the product page).
const AddToQuoteButton = lazy(() =>
  import('./AddToQuoteButton').then((module) => ({ default: module.AddToQuoteButton })),
)

export interface AddToQuoteProps {
  articleNumber: string
  /** The quantity chosen on the page; null while the field holds no valid quantity. */
  quantity: number | null
  unit: string
  /** On a product tile: a small full-width button, named with the product (many share one page). */
  tile?: { name: string }
}

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
