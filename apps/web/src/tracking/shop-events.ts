import type { ShopEvent } from '@shop/commerce/tracking/ecommerce'
import { nanoid } from 'nanoid'
import { queueError } from '@/monitoring/queue'
import { browserStorage, type KeyValueStorage } from '../browser/web-storage'

/**
 * The shop's own event store (POST /api/product/createEvents, spec section 7), fed from the same points
 * as the data layer and under the same consent. The browser is named by a tracking id of 21 random
 * characters (nanoid) kept under a fixed local-storage key (spec section 9).
 */

export const TRACKING_ID_KEY = 'tracking id'
const CREATE_EVENTS = '/api/product/createEvents'
const TRACKING_ID = /^[A-Za-z0-9_-]{21}$/

/** This browser's tracking id, made on first use; null where storage is refused (nothing is sent then). */
export function trackingId(storage: KeyValueStorage | null): string | null {
  try {
    const known = storage?.getItem(TRACKING_ID_KEY)
    if (known && TRACKING_ID.test(known)) return known
    const id = nanoid()
    storage?.setItem(TRACKING_ID_KEY, id)
    return storage ? id : null
  } catch {
    return null
  }
}

let missingIdReported = false

/** Spec section 8: 'No trackingId available' is reported, once a page (every later event would say it again). */
function reportMissingId(): void {
  if (missingIdReported) return
  missingIdReported = true
  queueError(new Error('No trackingId available'))
}

/** Sends the events; `keepalive`, as a choice in a list or an order's page may be leaving. */
export function sendShopEvents(events: readonly ShopEvent[], storage: KeyValueStorage | null = browserStorage()): void {
  if (!events.length) return
  const id = trackingId(storage)
  if (!id) {
    reportMissingId()
    return
  }
  for (let start = 0; start < events.length; start += 50) {
    fetch(CREATE_EVENTS, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': id, 'api-version': '1' },
      body: JSON.stringify({ events: events.slice(start, start + 50) }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {})
  }
}
