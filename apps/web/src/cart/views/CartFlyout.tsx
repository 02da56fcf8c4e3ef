'use client'

import { flyoutIsland } from '@/shell/islands/lazy-island'

/**
 * The cart flyout's lines and totals, loaded when the flyout first opens (shell/islands/lazy-island.tsx). The
 * header's cart button (its count, the added-items notice) is on every page already; the lines need not be.
 */
export const CartFlyout = flyoutIsland('cartFlyout', () =>
  import('./CartFlyoutContent').then((module) => module.CartFlyoutContent),
)
