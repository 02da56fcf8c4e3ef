'use client'

import { useEffect } from 'react'
import { rememberSearchRoute } from '../history/product-history'

/**
 * Remembers the listing being shown, so a product page opened from it can lead back. `route` is only a
 * trigger: the browser's own URL is stored, which is exactly what the shopper saw, parameters included.
 */
export function RememberSearchRoute({ route }: { route: string }) {
  useEffect(() => {
    if (route) rememberSearchRoute(`${window.location.pathname}${window.location.search}`)
  }, [route])
  return null
}
