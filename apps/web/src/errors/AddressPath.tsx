'use client'

import { usePathname } from 'next/navigation'

/**
 * The path in the browser's address bar: a page rendered once for every anonymous visitor (page-cache/)
 * has no request to read it from, and its 404 is kept like any page.
 */
export function AddressPath() {
  return usePathname()
}
