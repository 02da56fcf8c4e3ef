'use client'

import { standInIsland } from '@/browser/stand-in-island'

/**
 * The banner's own chunk, started as the page loads but never part of a route's first load (bench/bundle:
 * the product page and /cart have 0.3–0.4 KiB to spare). The layout passes the banner's bare markup
 * (ConsentBannerView) as the stand-in, so an open banner is in the page's HTML where it belongs and paints
 * with the page; the live banner takes its place once its chunk has arrived.
 */
export const ConsentIsland = standInIsland(() => import('./ConsentBanner').then((module) => module.ConsentBanner))
