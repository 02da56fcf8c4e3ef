'use client'

import { formatMoney } from '@shop/i18n/format'
import type { CartItemView, CartView, DeliveryMethod } from '@shop/schemas'
import { Button, CloseIcon, cx, focusRing, IconButton, WarningIcon } from '@shop/ui'
import { useId } from 'react'
import { useArticleSlots } from '@/catalog/views/article-slots'
import { LineName } from '@/catalog/views/LineArticle'
import { StockSignal, stockLevel } from '@/catalog/views/StockSignal'
import { ProductImage } from '@/media/ProductImage'
import { DELIVERY_NAMES } from '../delivery-names'
import { useCart } from './cart-store'
import { type ActionNotice, actionNotices, moveOptions, nameOf, unitOf } from './cart-view-model'
import { QuantityStepper } from './QuantityStepper'
import { t } from './texts'

/** One cart line: picture, name, article number, label, stock, price, quantity, total, and its fixes. */
export function CartLine({ item, cart }: { item: CartItemView; cart: CartView }) {
  const moveId = useId()
  const update = useCart((state) => state.update)
  const remove = useCart((state) => state.remove)
  const { ListActions } = useArticleSlots()
  const name = nameOf(item)
  const notices = actionNotices(item)
  const price = item.price

  return (
    <li
      className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 border-b border-text/10 py-4 sm:grid-cols-[5rem_1fr_auto]"
      data-testid="cart-line"
      data-article-number={item.articleNumber}
      data-cart-item-id={item.cartItemId}
    >
      <ProductImage picture={item.variant?.picture ?? null} className="line-image" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold leading-snug">
          <LineName name={name} variantSlug={item.variant?.variantSlug ?? null} />
        </p>
        <p className="text-sm text-muted">{t('cart.article_number', { articleNumber: item.articleNumber })}</p>
        {item.label ? <p className="text-sm">{t('cart.item_label', { label: item.label })}</p> : null}
        {item.stock ? (
          <StockSignal
            stock={{ level: stockLevel(item.stock.level), availability: item.stock.availability }}
            className="text-sm"
          />
        ) : null}
        {price ? (
          <p className="text-sm">
            <span className="text-muted">{t('cart.unit_price', { unit: price.salesPriceUnit || unitOf(item) })}: </span>
            <span className="tabular-nums">
              {price.askForPrice ? t('cart.ask_for_price') : formatMoney(price.netPrice + price.alloyingPrice)}
            </span>
          </p>
        ) : null}
        <div className="pt-1">
          <label htmlFor={moveId} className="sr-only">
            {t('cart.move_to', { name })}
          </label>
          <select
            id={moveId}
            value={item.deliveryId}
            onChange={(event) => void update(item.cartItemId, { deliveryId: event.target.value as DeliveryMethod })}
            data-testid="cart-move"
            className={cx(
              'h-8 max-w-full rounded-brand border bg-background px-2 text-sm',
              item.actions.some((a) => a === 'delivery' || a.startsWith('notPurchasable'))
                ? 'border-alert'
                : 'border-text/25',
              focusRing,
            )}
          >
            {moveOptions(cart, item).map((id) => (
              <option key={id} value={id}>
                {DELIVERY_NAMES[id]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="col-span-2 flex flex-wrap items-start justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        <QuantityStepper item={item} />
        <div className="text-right">
          {item.lineTotal !== null ? (
            <p className="font-semibold tabular-nums" data-testid="cart-line-total">
              <span className="sr-only">{t('cart.line_total')}: </span>
              {formatMoney(item.lineTotal)}
            </p>
          ) : null}
          <ListActions
            articleNumber={item.articleNumber}
            name={name}
            quantity={item.quantity}
            className="inline-flex align-top"
          />
          <IconButton
            label={t('cart.remove_item', { name })}
            size="sm"
            onClick={() => void remove([item.cartItemId])}
            data-testid="cart-remove"
          >
            <CloseIcon size={18} />
          </IconButton>
        </div>
      </div>
      {notices.length > 0 ? (
        <ul className="col-span-2 space-y-2 sm:col-span-3" data-testid="cart-line-actions">
          {notices.map((notice) => (
            <ActionRow key={notice.action} notice={notice} item={item} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function ActionRow({ notice, item }: { notice: ActionNotice; item: CartItemView }) {
  const update = useCart((state) => state.update)
  const remove = useCart((state) => state.remove)
  const setQuantity = useCart((state) => state.setQuantity)
  const { fix } = notice
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-brand border-l-4 border-alert bg-surface px-3 py-2 text-sm"
      data-action={notice.action}
    >
      <WarningIcon size={16} className="shrink-0 text-alert" />
      <span className="min-w-0 flex-1">{notice.text}</span>
      {fix?.kind === 'quantity' ? (
        <Button size="sm" intent="secondary" onClick={() => setQuantity(item.cartItemId, fix.quantity)}>
          {t('cart.action.quantity_fix', { quantity: fix.quantity, unit: unitOf(item) })}
        </Button>
      ) : fix?.kind === 'replace' ? (
        <Button
          size="sm"
          intent="primary"
          onClick={() => void update(item.cartItemId, { articleNumber: fix.articleNumber })}
          data-testid="cart-replace"
        >
          {t('cart.action.replace', { articleNumber: fix.articleNumber })}
        </Button>
      ) : fix?.kind === 'remove' ? (
        <Button size="sm" intent="secondary" onClick={() => void remove([item.cartItemId])}>
          {t('common.remove')}
        </Button>
      ) : null}
    </li>
  )
}
