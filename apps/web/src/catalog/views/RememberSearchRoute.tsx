'use client'

import { useEffect } from 'react'

/**
 * Remembers the listing being shown, so a product page opened from it can lead back. `route` is only a
 * trigger: the browser's own URL is stored, which is exactly what the shopper saw, parameters included.
 * The history's store is loaded by the effect, after the listing is shown, not with it (bench/bundle).
 */
export function RememberSearchRoute({ route }: { route: string }) {
  useEffect(() => {
    if (!route) return
    const current = `${window.location.pathname}${window.location.search}`
    void import('../history/product-history').then(({ rememberSearchRoute }) => rememberSearchRoute(current))
  }, [route])
  return null
}
