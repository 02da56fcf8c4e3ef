'use client'

import { type ComponentType, createContext, useContext } from 'react'

/** The heart and "Lägg i inköpslista" of one article: on a tile the order multiple, on a cart line its quantity. */
export interface ListActionsProps {
  articleNumber: string
  name: string
  quantity: number
  className?: string
}

/** "Lägg till i offerten" on a tile while a quote is being edited. */
export interface QuoteActionProps {
  articleNumber: string
  quantity: number | null
  unit: string
  tile?: { name: string }
}

/**
 * What a product tile and a cart line offer beside the article itself. Shopping lists and quotes build
 * on the catalog and the cart, so the tile and the line cannot import them; the brand's root layout fills
 * these slots instead (app/(shop)/[brand]/[consent]/article-slots.tsx). Without it they show nothing.
 */
export interface ArticleSlots {
  ListActions: ComponentType<ListActionsProps>
  QuoteAction: ComponentType<QuoteActionProps>
}

const nothing = () => null
const ArticleSlotsContext = createContext<ArticleSlots>({ ListActions: nothing, QuoteAction: nothing })

export const ArticleSlotsProvider = ArticleSlotsContext.Provider
export const useArticleSlots = (): ArticleSlots => useContext(ArticleSlotsContext)
