import type { RateRule } from '../rate/limiter'

/**
 * The tracking call's rate (issue 16: tracking events are stored "with a bounded size and rate"): a shop
 * page sends a few events a minute per visitor (a batch per click, add or purchase); many visitors may
 * share one address (an office behind one NAT), so that rule is wider.
 */
export const TRACKING_RATE = {
  perVisitor: { limit: 30, windowMs: 60_000 },
  perAddress: { limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>
