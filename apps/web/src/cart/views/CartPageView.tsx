'use client'

import { t } from '@shop/i18n'
import type { CartView } from '@shop/schemas'
import { Button, buttonVariants, CartIcon, cx, EmptyState, ErrorIcon, WarningIcon } from '@shop/ui'
import Link from 'next/link'
import { useId, useState } from 'react'
import { AddFromFileButton } from './AddFromFile'
import { useCart } from './cart-store'
import { checkoutBlock, flaggedLineCount, lineCountText } from './cart-view-model'
import { DeliveryGroup } from './DeliveryGroup'
import { ExportButton } from './ExportButton'
import { PriceSummary } from './PriceSummary'
import { QuickOrder } from './QuickOrder'
import { useCartBootstrap, useCartView } from './use-cart-view'
import { useDeliveryDays } from './use-delivery-days'

/**
 * /cart (spec sections 2–4): the cart grouped by delivery, the price summary, the way to checkout
 * and the tools that fill the cart (quick order, order from a file). Busy while a change is on its
 * way, an alert after a failed call, an empty state for an empty cart.
 */
export function CartPageView({ initial, customerNumber }: { initial: CartView | null; customerNumber: string | null }) {
  useCartBootstrap(initial)
  const cart = useCartView(initial)
  const status = useCart((state) => state.status)
  const error = useCart((state) => state.error)
  const load = useCart((state) => state.load)
  const days = useDeliveryDays(customerNumber)
  const busy = status === 'mutating'
  const empty = !cart || cart.itemCount === 0

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
      <p className="mt-1 text-muted">{empty ? null : `${lineCountText(cart.itemCount)}. ${t('cart.page_intro')}`}</p>
      <p role="status" className="sr-only">
        {busy ? t('cart.busy') : ''}
      </p>
      {status === 'error' && error ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-start gap-3 rounded-brand border-l-4 border-alert bg-surface p-4"
          data-testid="cart-error"
        >
          <ErrorIcon size={20} className="mt-0.5 shrink-0 text-alert" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('cart.error_heading')}</p>
            <p className="text-sm">{error}</p>
          </div>
          <Button size="sm" intent="secondary" onClick={() => void load()}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : null}
      <div
        aria-busy={busy}
        data-testid="cart"
        data-status={status}
        className={cx('mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]', busy && 'cursor-progress')}
      >
        {empty ? (
          <EmptyState
            icon={<CartIcon size={24} />}
            title={t('cart.empty')}
            action={
              <Link href="/" className={buttonVariants({ intent: 'primary' })}>
                {t('cart.continue_shopping')}
              </Link>
            }
            className="rounded-brand border border-text/15"
          >
            {t('cart.empty_hint')}
          </EmptyState>
        ) : (
          <div className="space-y-6">
            {cart.deliveries.map((delivery) => (
              <DeliveryGroup key={delivery.deliveryId} delivery={delivery} cart={cart} days={days} />
            ))}
          </div>
        )}
        {empty ? null : <CheckoutPanel cart={cart} />}
      </div>
      <section aria-labelledby="cart-tools" className="mt-10 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cart-tools" className="text-xl font-semibold">
            {t('cart.tools_heading')}
          </h2>
          <AddFromFileButton />
        </div>
        <QuickOrder />
      </section>
    </div>
  )
}

function CheckoutPanel({ cart }: { cart: CartView }) {
  const reasonId = useId()
  const clear = useCart((state) => state.clear)
  const [confirming, setConfirming] = useState(false)
  const blocked = checkoutBlock(cart)
  const flagged = flaggedLineCount(cart)
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="space-y-4 self-start rounded-brand bg-surface p-4 lg:sticky lg:top-4"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {t('cart.summary_heading')}
      </h2>
      <PriceSummary totals={cart.totals} />
      {cart.totals ? <p className="text-xs text-muted">{t('cart.summary_excluded')}</p> : null}
      {flagged > 0 ? (
        <p className="flex gap-2 text-sm">
          <WarningIcon size={16} className="mt-0.5 shrink-0 text-alert" />
          {t('cart.checkout_has_actions')}
        </p>
      ) : null}
      {blocked ? (
        <>
          <Button intent="accent" size="lg" fullWidth disabled aria-describedby={reasonId} data-testid="cart-checkout">
            {t('cart.to_checkout')}
          </Button>
          <p id={reasonId} className="text-sm font-semibold text-alert" data-testid="cart-checkout-blocked">
            {blocked}
          </p>
        </>
      ) : (
        <Link
          href="/delivery"
          className={buttonVariants({ intent: 'accent', size: 'lg', fullWidth: true })}
          data-testid="cart-checkout"
        >
          {t('cart.to_checkout')}
        </Link>
      )}
      <ExportButton cartId={cart.cartId} />
      {confirming ? (
        <div className="space-y-2 rounded-brand border border-alert/40 bg-background p-3">
          <p className="text-sm font-semibold">{t('cart.clear_confirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              intent="danger"
              size="sm"
              onClick={async () => {
                if (await clear()) setConfirming(false)
              }}
            >
              {t('cart.clear_confirm_yes')}
            </Button>
            <Button intent="secondary" size="sm" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button intent="ghost" size="sm" fullWidth onClick={() => setConfirming(true)}>
          {t('cart.clear')}
        </Button>
      )}
    </aside>
  )
}
