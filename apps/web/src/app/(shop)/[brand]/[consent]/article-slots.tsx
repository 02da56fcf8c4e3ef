'use client'

import type React from 'react'
import { ArticleSlotsProvider, type ArticleSlots as Slots } from '@/catalog/views/article-slots'
import { AddToQuote } from '@/quotes/context/AddToQuote'
import { ArticleActions } from '@/shopping-lists/views/ArticleActions'

const slots: Slots = { ListActions: ArticleActions, QuoteAction: AddToQuote }

/** Fills the tiles' and cart lines' article slots with the shopping lists' and the quotes' islands. */
export function ArticleSlots({ children }: { children: React.ReactNode }) {
  return <ArticleSlotsProvider value={slots}>{children}</ArticleSlotsProvider>
}
