'use client'

import type { GaItem } from '@shop/commerce/tracking/ecommerce'
import { useEffect } from 'react'

/**
 * select_item when a shopper follows a product's link in a list (spec section 5): it is the list's item of
 * that article, so the page hands over the list's view_item_list items (the same objects, which React
 * serializes once) rather than an event per article. This island listens on the list's container (one
 * listener, links by mouse or keyboard) and sends the chosen one. The data layer's module, which makes
 * the event, loads on the first choice.
 */
export function TrackSelections({ containerId, list, items }: { containerId: string; list: string; items: GaItem[] }) {
  useEffect(() => {
    const container = document.getElementById(containerId)
    if (!container) return
    const chosen = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const article = target?.closest('a') ? target.closest('[data-article-number]') : null
      const item = items.find((candidate) => candidate.item_id === article?.getAttribute('data-article-number'))
      if (item)
        import('./data-layer').then(
          ({ pushSelection }) => pushSelection(list, item),
          () => {},
        )
    }
    container.addEventListener('click', chosen)
    return () => container.removeEventListener('click', chosen)
  }, [containerId, list, items])
  return null
}
