'use client'

import { lazyIsland } from '@/shell/islands/lazy'

/**
 * The member page's own parts (./ShopperIslands.tsx) as one chunk outside the page's first load: it is
 * fetched as this module runs, beside the page's own chunks, and the islands wait for the shopper's
 * answer (POST /api/product/variants) in any case.
 */
const load = () => import('./ShopperIslands')

export const OwnViewTracking = lazyIsland(() => load().then((m) => m.OwnViewTracking))
export const OwnPrice = lazyIsland(() => load().then((m) => m.OwnPrice))
export const OwnBrackets = lazyIsland(() => load().then((m) => m.OwnBrackets))
export const OwnStock = lazyIsland(() => load().then((m) => m.OwnStock))
export const OwnPurchase = lazyIsland(() => load().then((m) => m.OwnPurchase))
export const OwnVariantPrice = lazyIsland(() => load().then((m) => m.OwnVariantPrice))
export const OwnStoreStock = lazyIsland(() => load().then((m) => m.OwnStoreStock))
export const OwnTilePrice = lazyIsland(() => load().then((m) => m.OwnTilePrice))
