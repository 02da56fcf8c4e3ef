'use client'

import { useEffect } from 'react'
import type { PageEvent } from './data-layer'

export type { PageEvent } from './data-layer'

/**
 * Sends a page's events when it is shown (spec section 5: view_cart, the checkout steps, purchase…),
 * made on the server from what the page shows. The data layer's module is loaded here, after the page,
 * so no page's first load carries it.
 */
export function TrackEvents({ events }: { events: PageEvent[] }) {
  useEffect(() => {
    if (events.length)
      import('./data-layer').then(
        ({ pushPageEvents }) => pushPageEvents(events),
        () => {},
      )
  }, [events])
  return null
}
