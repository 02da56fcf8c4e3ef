import 'server-only'
import { fail, ok, type Result } from '@shop/commerce'
import { type RateRule, SlidingWindowLimiter } from '@shop/commerce/rate/limiter'
import { POPULAR_DAYS, popularSince } from '@shop/commerce/tracking/popular'
import { TRACKING_RATE } from '@shop/commerce/tracking/rate-limit'
import { t } from '@shop/i18n'
import type { TrackingEvent } from '@shop/schemas'
import type { Payload } from 'payload'
import { sharedWindowStore } from '../shared-state/window-store'
import { insertTrackingEvents, knownArticleNumbers, rankedArticles } from './storage'

/**
 * The shop's tracking events (spec section 7 `createEvents`, issue 16): validated events of a visitor
 * are stored for the shop's own use, and "Populära just nu" ranks the brand's articles by them.
 */

/** Counted in the shared window store: every instance's calls together with REDIS_URL. */
const limiter = new SlidingWindowLimiter(sharedWindowStore())

/** Who sent the events: the visitor's tracking id, their session's user (if any), brand and address. */
export interface TrackingCaller {
  trackingId: string
  userId: string | null
  brand: string
  /** The client address (request/client-address.ts); 'local' for a call that never came over HTTP. */
  address: string
}

/**
 * Stores the events whose article number names a variant; the others are dropped silently (a wrong
 * or stale client cannot fill the table with junk), and the answer says how many were stored. A
 * visitor, and an address, sending faster than TRACKING_RATE is refused and nothing is stored.
 */
export async function recordEvents(
  payload: Payload,
  caller: TrackingCaller,
  events: TrackingEvent[],
  now = new Date(),
): Promise<Result<{ stored: number }>> {
  const keys: Array<{ key: string; rule: RateRule }> = [
    { key: `visitor:${caller.trackingId}`, rule: TRACKING_RATE.perVisitor },
  ]
  // A call without an address (a script) is 'local': one shared bucket would let one caller stop all others.
  if (caller.address !== 'local') keys.push({ key: `address:${caller.address}`, rule: TRACKING_RATE.perAddress })
  const gate = await limiter.take(keys, now.getTime())
  if (!gate.allowed) {
    const seconds = Math.ceil(gate.retryAfterMs / 1000)
    return fail('throttled', 'tracking.too_many_events', {
      message: t('tracking.too_many_events', { seconds }),
      details: { retryAfterSeconds: seconds },
    })
  }
  const known = await knownArticleNumbers(
    payload,
    events.map((event) => event.id),
  )
  const rows = events
    .filter((event) => known.has(event.id))
    .map((event) => ({
      trackingId: caller.trackingId,
      type: event.type,
      articleNumber: event.id,
      quantity: event.quantity,
      orderId: event.orderId ?? null,
      userId: caller.userId,
      brand: caller.brand,
    }))
  await insertTrackingEvents(payload, rows, now)
  return ok({ stored: rows.length })
}

/** "Populära just nu": the brand's top `limit` article numbers by weighted events of the last `days`. */
export async function popularArticles(
  payload: Payload,
  brand: string,
  options: { days?: number; limit: number; now?: Date },
): Promise<string[]> {
  const since = popularSince(options.now ?? new Date(), options.days ?? POPULAR_DAYS)
  return (await rankedArticles(payload, brand, since, options.limit)).map((row) => row.articleNumber)
}
