'use client'

import { lazyIsland } from '@/shell/islands/lazy-island'

/**
 * The product page's history islands, each a chunk of its own (shell/islands/lazy-island.tsx): they show what
 * session storage holds, so nothing of theirs is drawn before the page runs anyway, and their store
 * (zustand with its session-storage middleware) need not be in the page's first load.
 */
export const RecordProductView = lazyIsland(() =>
  import('./ProductHistoryView').then((module) => module.RecordProductView),
)
export const BackToResults = lazyIsland(() => import('./ProductHistoryView').then((module) => module.BackToResults))
export const RecentlyViewed = lazyIsland(() => import('./ProductHistoryView').then((module) => module.RecentlyViewed))
