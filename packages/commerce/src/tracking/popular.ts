import type { TrackingEventType } from '@shop/schemas'

/**
 * "Populära just nu" (issue 16, beyond the spec): an article's score is the weighted count of its
 * tracking events in a recent window. A purchase says most about demand, a click least.
 */
export const POPULARITY_WEIGHTS: Record<TrackingEventType, number> = { purchase: 5, addtocart: 3, click: 1 }

/** The window the list looks back over by default, in days. */
export const POPULAR_DAYS = 7

/** The earliest event time that counts for a window of `days` ending at `now`. */
export function popularSince(now: Date, days: number = POPULAR_DAYS): Date {
  return new Date(now.getTime() - days * 86_400_000)
}
