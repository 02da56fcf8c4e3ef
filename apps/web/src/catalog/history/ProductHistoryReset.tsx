'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { isProductPath, mayHoldHistory } from './history-key'

/**
 * Spec section 2: leaving product pages resets the product history and the search route. Mount once
 * in each layout with the shell (default and member), beside the page; it renders nothing. The store is loaded only when
 * there is a history to reset, not with every page (bench/bundle).
 */
export function ProductHistoryReset() {
  const pathname = usePathname()
  useEffect(() => {
    if (!pathname || isProductPath(pathname) || !mayHoldHistory()) return
    const current = `${window.location.pathname}${window.location.search}`
    void import('./product-history').then(({ productHistory }) => productHistory.getState().resetOnLeave(current))
  }, [pathname])
  return null
}
