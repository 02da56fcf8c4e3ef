'use client'

import type { CartView } from '@shop/schemas'
import { Button, buttonVariants, CartIcon, cx, EmptyState, ErrorIcon } from '@shop/ui'
import type { ReactNode } from 'react'
import { lazyIsland } from '@/shell/islands/lazy-island'
import { Link } from '@/shell/Link'
import { useCart } from './cart-store'
import { lineCountText } from './cart-view-model'
import { DeliveryGroup } from './DeliveryGroup'
import { t } from './texts'
import { useCartBootstrap, useCartView } from './use-cart-view'
import { useDeliveryDays } from './use-delivery-days'

// The summary beside the lines and the tools under them (quick order, order from a file) are code of
// their own, loaded after the lines: with them the page's first load would be over the budget (bench/bundle).
const AddFromFileButton = lazyIsland(() => import('./AddFromFile').then((module) => module.AddFromFileButton))
const CheckoutPanel = lazyIsland(() => import('./CheckoutPanel').then((module) => module.CheckoutPanel))
const QuickOrder = lazyIsland(() => import('./QuickOrder').then((module) => module.QuickOrder))

/**
 * /cart (spec sections 2–4): the cart grouped by delivery, the price summary, the way to checkout
 * and the tools that fill the cart (quick order, order from a file). Busy while a change is on its
 * way, an alert after a failed call, an empty state for an empty cart. In a punch-out session the page
 * passes the transfer to the procurement system (`transferAction`), shown instead of the way to checkout.
 */
export function CartPageView({
  initial,
  customerNumber,
  transferAction,
}: {
  initial: CartView | null
  customerNumber: string | null
  transferAction?: ReactNode
}) {
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
        {empty ? null : <CheckoutPanel cart={cart} transferAction={transferAction} />}
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
