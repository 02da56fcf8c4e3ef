'use client'

import type { EcommerceEvent } from '@shop/commerce/tracking/ecommerce'
import { useEffect } from 'react'

/** A page's e-commerce events, made on the server from what the page shows; `once` marks one sent per browser. */
export interface PageEvent {
  event: EcommerceEvent
  /** Sent at most once from this browser (a purchase: its order id), even when the page is reloaded. */
  once?: string
}

/** The `once` ids already sent from this browser. */
const SENT_KEY = 'tracked events'

function sentIds(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(SENT_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/**
 * Sends a page's events when it is shown (spec section 5: view_cart, the checkout steps, purchase…). The
 * data layer's module is loaded here, after the page, so no page's first load carries it. Without
 * statistics consent nothing is sent, and nothing is marked sent.
 */
export function TrackEvents({ events }: { events: PageEvent[] }) {
  useEffect(() => {
    let cancelled = false
    import('./data-layer').then(
      ({ pushEcommerce }) => {
        if (cancelled) return
        const sent = sentIds()
        const pushed = events
          .filter(({ once }) => !once || !sent.includes(once))
          .filter(({ event }) => pushEcommerce(event))
          .flatMap(({ once }) => (once ? [once] : []))
        if (!pushed.length) return
        try {
          window.localStorage.setItem(SENT_KEY, JSON.stringify([...sent, ...pushed].slice(-100)))
        } catch {
          // Storage refused (private mode): a reload may send it again; nothing else to do.
        }
      },
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [events])
  return null
}
