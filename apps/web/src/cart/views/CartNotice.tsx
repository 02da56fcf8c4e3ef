'use client'

import { t } from '@shop/i18n'
import { CheckIcon, CloseIcon, cx, IconButton, WarningIcon } from '@shop/ui'
import { useCart } from './cart-store'
import { nameOf, unitOf } from './cart-view-model'

/**
 * Spec sections 4 and 9: what the last add put in the cart (and what it refused), beside the cart
 * button for 3 seconds. The live region is always in the DOM, so screen readers hear what arrives.
 */
export function CartNotice() {
  const notice = useCart((state) => state.notice)
  const dismiss = useCart((state) => state.dismissNotice)
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
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1 space-y-2">
            {notice.items.length > 0 ? (
              <div>
                <p className="flex items-center gap-1.5 font-semibold text-primary">
                  <CheckIcon size={16} />
                  {t('cart.notice_added')}
                </p>
                <ul className="mt-1 space-y-0.5">
                  {notice.items.map((item) => (
                    <li key={item.cartItemId} className="truncate">
                      {t('cart.notice_item', { quantity: item.quantity, unit: unitOf(item), name: nameOf(item) })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {notice.errors.length > 0 ? (
              <div>
                <p className="flex items-center gap-1.5 font-semibold text-alert">
                  <WarningIcon size={16} />
                  {t('cart.notice_failed')}
                </p>
                <ul className="mt-1 space-y-0.5">
                  {notice.errors.map((error) => (
                    <li key={`${error.articleNumber}-${error.error}`}>
                      {t('cart.notice_error_item', { articleNumber: error.articleNumber, message: error.message })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <IconButton label={t('cart.notice_close')} size="sm" onClick={dismiss}>
            <CloseIcon size={16} />
          </IconButton>
        </div>
      ) : null}
    </div>
  )
}
