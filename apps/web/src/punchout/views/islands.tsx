'use client'

import { lazyIsland } from '@/shell/islands/lazy-island'

/**
 * The transfer to the procurement system, a chunk of its own: the cart page hands it to the summary
 * only in a punch-out session, so every other shopper's cart page does not carry it (bench/bundle).
 * Not started with the module, which every cart page loads.
 */
export const PunchoutTransferIsland = lazyIsland(
  () => import('./PunchoutTransfer').then((module) => module.PunchoutTransfer),
  { start: false },
)
