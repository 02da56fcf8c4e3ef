'use client'

import { flyoutIsland } from '@/shell/islands/lazy-island'

/**
 * The favourites flyout's articles and lists, loaded when the flyout first opens (shell/islands/lazy-island.tsx):
 * the header's heart button is on every page, the flyout's body need not be.
 */
export const FavouritesFlyout = flyoutIsland('favoritesFlyout', () =>
  import('./FavouritesFlyoutContent').then((module) => module.FavouritesFlyoutContent),
)
