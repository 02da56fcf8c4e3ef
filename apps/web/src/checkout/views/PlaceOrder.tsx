'use client'

import type { DeliveryMethod } from '@shop/schemas'
import { Button, cx, focusRing } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import type { AddressView } from '@/addresses/service'
import { saveStartMessage } from '@/browser/start-message'
import { browserSessionStorage } from '@/browser/web-storage'
import { cartStore } from '@/cart/views/cart-store'
import { FormAlert } from '@/forms/fields'
import { Link } from '@/shell/Link'
import { clearForm, emptyEntry, formProblems, orderDetailsOf } from '../delivery-form'
import { attemptKey, endAttempt, placeOutcome, successPath } from '../place-order'
import { type CheckoutCall, placeOrder } from './checkout-client'
import { t } from './texts'
import type { StoreChoice } from './types'
import { useStoredForm } from './use-stored-form'

const DELIVERY_PATH = '/delivery'

/** Why nothing was ordered: the service's message and, per delivery, its reason. */
function refusalText(call: CheckoutCall, names: Record<string, string>): string {
  if (call.kind !== 'refused') return t('checkout.summary.order_failed')
  const reasons = call.orders
    .filter((order) => !order.success && order.message)
    .map((order) => `${names[order.deliveryId] ?? order.deliveryId}: ${order.message}`)
  return [call.message || t('checkout.summary.order_failed'), ...reasons].join(' ')
}

/**
 * "Skicka order" (spec section 4, order placing). One idempotency key per attempt, kept in session
 * storage, so a double click, a retry after a lost answer or a reload cannot place the order twice.
 * All placed: refresh the cart and show the confirmation. Some placed: say which deliveries failed
 * ('errors.partial_order') and show the confirmation of the others. None placed or refused: clear
 * the attempt, tell why on the start page, refresh the cart.
 */
export function PlaceOrder({
  cartId,
  deliveries,
  addresses,
  stores,
}: {
  cartId: string
  deliveries: Array<{ deliveryId: DeliveryMethod; name: string }>
  addresses: AddressView[]
  stores: StoreChoice[]
}) {
  const router = useRouter()
  const form = useStoredForm(cartId)
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // A second click before React re-renders the disabled button must not start a second call.
  const inFlight = useRef(false)

  const methods = deliveries.map((d) => d.deliveryId)
  const problems = form
    ? formProblems(methods, form, { addresses, storeIds: stores.map((s) => s.id), openDates: null })
    : {}
  const incomplete = Object.keys(problems).length > 0

  async function submit() {
    if (!form || incomplete || inFlight.current) return
    inFlight.current = true
    setPlacing(true)
    setError(null)
    const storage = browserSessionStorage()
    const key = attemptKey(storage, cartId)
    const orderDetails = Object.fromEntries(
      methods.map((method) => [method, orderDetailsOf(method, form[method] ?? emptyEntry())]),
    )
    const call = await placeOrder(cartId, key, { orderDetails })
    const store = cartStore().getState()

    if (call.kind === 'no_answer') {
      // Whether the order went through is unknown: keep the key, so trying again answers the same orders.
      inFlight.current = false
      setPlacing(false)
      // The order service's fallback, or section 8's text for the status; nothing for an aborted call.
      setError(call.failure.aborted ? null : call.failure.message)
      return
    }
    endAttempt(storage)
    const names = Object.fromEntries(deliveries.map((d) => [d.deliveryId, d.name]))
    const outcome = placeOutcome(call.kind === 'answer' ? call.response : null, names)
    if (outcome.kind === 'failed') {
      saveStartMessage({ text: refusalText(call, names), severity: 'error' })
      await store.load()
      window.location.assign('/')
      return
    }
    clearForm(storage)
    if (outcome.kind === 'partial') {
      saveStartMessage({
        text: t('errors.partial_order', { deliveries: outcome.failed.map((f) => f.name).join(', ') }),
        severity: 'warning',
      })
    }
    await store.load()
    router.push(successPath(outcome.orderIds))
  }

  return (
    <div className="flex flex-col items-end gap-3">
      <div aria-live="assertive" className="w-full">
        {error ? <FormAlert message={error} /> : null}
        {incomplete ? (
          <div role="alert" className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 text-sm font-semibold">
            <p>{t('checkout.summary.missing_details')}</p>
            <Link href={DELIVERY_PATH} className={cx('mt-2 inline-block text-primary underline', focusRing)}>
              {t('checkout.back_to_delivery')}
            </Link>
          </div>
        ) : null}
      </div>
      <Button
        size="lg"
        onClick={() => void submit()}
        disabled={!form || incomplete || placing}
        aria-busy={placing || undefined}
        data-testid="place-order"
      >
        {placing ? t('checkout.summary.placing') : t('checkout.summary.place_order')}
      </Button>
    </div>
  )
}
