'use client'

import { lazyIsland } from '@/shell/lazy'

/**
 * The banner's own chunk, started as the page loads but never part of a route's first load (bench/bundle:
 * /cart has about 1 KiB to spare). The server still renders it; the layout passes the banner's bare
 * markup (ConsentBannerView) as the fallback, so an open banner is there at first paint.
 */
export const ConsentIsland = lazyIsland(() => import('./ConsentBanner').then((module) => module.ConsentBanner))
