'use client'

import type { EcommerceEvent } from '@shop/commerce/tracking/ecommerce'
import { useEffect } from 'react'

/**
 * select_item when a shopper follows a product's link in a list (spec section 5): the events are made
 * on the server per article; this island listens on the list's container (one listener, links by
 * mouse or keyboard) and sends the chosen one. The data layer's module loads on the first choice.
 */
export function TrackSelections({
  containerId,
  events,
}: {
  containerId: string
  events: Record<string, EcommerceEvent>
}) {
  useEffect(() => {
    const container = document.getElementById(containerId)
    if (!container) return
    const chosen = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const article = target?.closest('a') ? target.closest('[data-article-number]') : null
      const selection = events[article?.getAttribute('data-article-number') ?? '']
      if (selection)
        import('./data-layer').then(
          ({ pushEcommerce }) => pushEcommerce(selection),
          () => {},
        )
    }
    container.addEventListener('click', chosen)
    return () => container.removeEventListener('click', chosen)
  }, [containerId, events])
  return null
}
