'use client'

import { cx } from '@shop/ui'
import { lazy, Suspense } from 'react'
import { useCart } from './cart-store'

const CartNoticeBody = lazy(() => import('./CartNoticeBody').then((module) => ({ default: module.CartNoticeBody })))

/**
 * Spec sections 4 and 9: what the last add put in the cart (and what it refused), beside the cart
 * button for 3 seconds. The live region is always in the DOM, so screen readers hear what arrives; its
 * body's code (and texts) arrives with the first add, not with every page (bench/bundle).
 */
export function CartNotice() {
  const notice = useCart((state) => state.notice)
  const shown = notice && (notice.items.length > 0 || notice.errors.length > 0)
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="cart-notice"
      className={cx(
        'absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-1rem)]',
        shown ? 'rounded-brand border border-text/15 bg-background p-3 text-sm text-text shadow-lg' : 'sr-only',
      )}
    >
      {shown ? (
        <Suspense fallback={null}>
          <CartNoticeBody notice={notice} />
        </Suspense>
      ) : null}
    </div>
  )
}
