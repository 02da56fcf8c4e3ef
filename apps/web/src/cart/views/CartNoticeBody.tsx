'use client'

import { CheckIcon, CloseIcon, IconButton, WarningIcon } from '@shop/ui'
import type { AddedNotice } from './cart-store'
import { useCart } from './cart-store'
import { nameOf, unitOf } from './cart-view-model'
import { t } from './texts'

/** What the last add put in the cart and what it refused (CartNotice loads it with the first notice). */
export function CartNoticeBody({ notice }: { notice: AddedNotice }) {
  const dismiss = useCart((state) => state.dismissNotice)
  return (
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
  )
}
