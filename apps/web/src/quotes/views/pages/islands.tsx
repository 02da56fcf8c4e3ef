'use client'

import dynamic from 'next/dynamic'

/**
 * The quote pages' islands, each a chunk of its own (as orders/views/islands.tsx): the custom
 * pages share one route with every content page, which would otherwise load the wizard too.
 */
export const QuoteWizard = dynamic(() => import('@/quotes/views/QuoteWizard').then((module) => module.QuoteWizard))
export const NewQuoteButton = dynamic(() =>
  import('@/quotes/views/QuoteActions').then((module) => module.NewQuoteButton),
)
export const CopyQuoteButton = dynamic(() =>
  import('@/quotes/views/QuoteActions').then((module) => module.CopyQuoteButton),
)
export const DeleteQuoteButton = dynamic(() =>
  import('@/quotes/views/QuoteActions').then((module) => module.DeleteQuoteButton),
)
export const QuoteCartStep = dynamic(() => import('@/quotes/views/QuoteActions').then((module) => module.QuoteCartStep))
