'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { isProductPath, productHistory } from './product-history'

/**
 * Spec section 2: leaving product pages resets the product history and the search route. Mount once
 * in the shell (default layout), beside the page; it renders nothing.
 */
export function ProductHistoryReset() {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname && !isProductPath(pathname)) {
      productHistory.getState().resetOnLeave(`${window.location.pathname}${window.location.search}`)
    }
  }, [pathname])
  return null
}
