'use client'

import { formatDate, formatMoney } from '@shop/i18n/format'
import type { CartDeliveryView, CartView } from '@shop/schemas'
import { cx, focusRing } from '@shop/ui'
import { useId, useState } from 'react'
import { CartLine } from './CartLine'
import { useCart } from './cart-store'
import { deliveryDateText, lineCountText } from './cart-view-model'
import { t } from './texts'
import type { DeliveryDays } from './use-delivery-days'

/**
 * One delivery of the cart (spec section 3: a cart is split by delivery method; each becomes its own
 * order): its name, whether it goes into the order, its date and its lines with their total.
 */
export function DeliveryGroup({
  delivery,
  cart,
  days,
}: {
  delivery: CartDeliveryView
  cart: CartView
  days: DeliveryDays | null
}) {
  const headingId = useId()
  const dateId = useId()
  const includeInOrder = useCart((state) => state.includeInOrder)
  const setDeliveryDate = useCart((state) => state.setDeliveryDate)
  // The box follows the click at once; the server's answer (or its refusal) settles it.
  const [toggled, setToggled] = useState<boolean | null>(null)
  const included = toggled ?? delivery.isIncludedInOrder
  const chosen = delivery.requestedDeliveryDate
  // A chosen date that has since passed is not among the offered ones; it still shows as chosen.
  const dates = days ? (chosen && !days.dates.includes(chosen) ? [chosen, ...days.dates] : days.dates) : []

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-brand border border-text/15 p-4', !included && 'bg-surface')}
      data-testid="cart-delivery"
      data-delivery-id={delivery.deliveryId}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {delivery.name}
          </h2>
          <p className="text-sm text-muted">
            {lineCountText(delivery.items.length)} · {deliveryDateText(delivery, days?.earliestDate ?? null)}
          </p>
        </div>
        <label className="inline-flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={included}
            onChange={async (event) => {
              setToggled(event.target.checked)
              await includeInOrder(delivery.deliveryId, event.target.checked)
              setToggled(null)
            }}
            className={cx('size-5 accent-primary', focusRing)}
            data-testid="cart-include"
          />
          {t('cart.include_in_order')}
        </label>
      </div>
      {included ? null : <p className="mt-2 text-sm">{t('cart.excluded_hint')}</p>}
      {days && dates.length > 0 ? (
        <div className="mt-3">
          <label htmlFor={dateId} className="block text-sm font-semibold">
            {t('cart.delivery_date_for', { name: delivery.name })}
          </label>
          <select
            id={dateId}
            value={chosen ?? ''}
            onChange={(event) =>
              void setDeliveryDate(delivery.deliveryId, event.target.value || (days.earliestDate as string))
            }
            className={cx('mt-1 h-9 rounded-brand border border-text/25 bg-background px-2 text-sm', focusRing)}
            data-testid="cart-delivery-date"
          >
            {chosen ? null : (
              <option value="">{t('cart.delivery_date_earliest', { date: formatDate(days.earliestDate) })}</option>
            )}
            {dates.map((day) => (
              <option key={day} value={day}>
                {formatDate(day, 'weekday')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ul className="mt-2">
        {delivery.items.map((item) => (
          <CartLine key={item.cartItemId} item={item} cart={cart} />
        ))}
      </ul>
      {delivery.totals ? (
        <p className="mt-3 flex justify-between gap-4 font-semibold">
          <span>{t('cart.delivery_total', { name: delivery.name })}</span>
          <span className="tabular-nums" data-testid="cart-delivery-total">
            {formatMoney(delivery.totals.net)}
          </span>
        </p>
      ) : null}
    </section>
  )
}
