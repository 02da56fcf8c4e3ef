import { deliveryNeeds } from '@shop/commerce/delivery-methods'
import { checkout, purchase } from '@shop/commerce/tracking/ecommerce'
import { formatDate, formatDateTime, formatMoney, t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { buttonVariants, cx, focusRing } from '@shop/ui'
import { redirect } from 'next/navigation'
import type React from 'react'
import { getSession } from '@/accounts/session'
import { findLocations } from '@/catalog/locations'
import { type OrderView, orderAddress } from '@/orders/order-view'
import { readOrders } from '@/orders/service'
import { payload } from '@/payload/payload'
import { Link } from '@/shell/Link'
import { type PageEvent, TrackEvents } from '@/tracking/TrackEvents'
import { parseOrderIds } from '../place-order'
import { CheckoutSteps } from './CheckoutSteps'
import { OrderLinesTable } from './OrderLinesTable'

/** The order confirmation document of the order service (spec section 7). */
const confirmationPdf = (orderId: string) =>
  `/api/order/orders/${encodeURIComponent(orderId)}/documents/order-confirmation`

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  if (!children) return null
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A row of the lines table's foot: net, moms or the total under the line totals. */
function TotalRow({
  label,
  amount,
  span,
  first,
  bold,
}: {
  label: string
  amount: number
  span: number
  first?: boolean
  bold?: boolean
}) {
  return (
    <tr>
      <th
        scope="row"
        colSpan={span}
        className={cx('pr-4 text-right', first && 'pt-3', bold ? 'font-bold' : 'font-semibold')}
      >
        {label}
      </th>
      <td className={cx('text-right', first && 'pt-3', bold && 'font-bold')}>{formatMoney(amount)}</td>
    </tr>
  )
}

function OrderSection({ order, storeNames }: { order: OrderView; storeNames: Map<string, string> }) {
  const details = order.orderDetails
  const address = orderAddress(order)
  const storeId = details.storeId ?? (deliveryNeeds(order.deliveryId).store ? details.warehouseId : null)
  const headingId = `order-${order.orderId}`
  const prices = order.orderItems.some((item) => item.netPrice !== null)
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-brand border border-text/15 p-5"
      data-order-id={order.orderId}
      data-testid="confirmed-order"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('checkout.success.order_heading', { orderId: order.orderId })}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t('checkout.success.order_number')}>
          <span data-testid="order-number">{order.orderId}</span>
        </Fact>
        <Fact term={t('checkout.success.placed_at')}>{formatDateTime(order.placedAt)}</Fact>
        <Fact term={t('checkout.success.delivery_method')}>{order.deliveryName}</Fact>
        {address ? (
          <Fact term={t('checkout.success.address')}>
            <address className="not-italic">
              {[address.recipientName, address.address1, address.address2, address.address3]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              <span className="block">{[address.postalCode, address.postalAddress].filter(Boolean).join(' ')}</span>
            </address>
          </Fact>
        ) : null}
        {storeId ? <Fact term={t('checkout.success.store')}>{storeNames.get(storeId) ?? storeId}</Fact> : null}
        <Fact term={t('checkout.success.zip')}>{details.zipCode}</Fact>
        <Fact term={t('checkout.success.delivery_date')}>
          {details.requestedDeliveryDate ? formatDate(details.requestedDeliveryDate.slice(0, 10), 'long') : null}
        </Fact>
        <Fact term={t('checkout.success.reference')}>{details.reference}</Fact>
        <Fact term={t('checkout.success.message')}>{details.message}</Fact>
      </dl>
      <OrderLinesTable
        caption={t('checkout.success.items_caption', { orderId: order.orderId })}
        prices={prices}
        rows={order.orderItems.map((item) => {
          const unitPrice = item.netPrice === null ? null : item.netPrice + (item.alloyingPrice ?? 0)
          return {
            key: `${item.articleNumber}-${item.label ?? ''}`,
            name: item.name,
            articleNumber: item.articleNumber,
            quantity: item.quantity,
            unit: item.unit,
            unitPrice,
            lineTotal: unitPrice === null ? null : Math.round(unitPrice * item.quantity * 100) / 100,
          }
        })}
        footer={
          order.totals ? (
            <>
              <TotalRow label={t('checkout.summary.net')} amount={order.totals.net} span={prices ? 3 : 1} first />
              <TotalRow label={t('checkout.summary.vat')} amount={order.totals.vat} span={prices ? 3 : 1} />
              <TotalRow label={t('checkout.summary.total')} amount={order.totals.gross} span={prices ? 3 : 1} bold />
            </>
          ) : null
        }
      />
      <a
        href={confirmationPdf(order.orderId)}
        download={`orderbekraftelse-${order.orderId}.pdf`}
        className={cx('self-start text-primary underline', focusRing)}
        data-testid="order-pdf"
      >
        {t('checkout.success.pdf', { orderId: order.orderId })}
      </a>
    </section>
  )
}

/**
 * Checkout step 4, then each order's purchase (once per order): its items as placed, the affiliation
 * the store that ships it (the central stock's name when the warehouse does).
 */
function confirmationEvents(orders: OrderView[], storeNames: Map<string, string>): PageEvent[] {
  const items = (order: OrderView) =>
    order.orderItems.map((item) => ({
      articleNumber: item.articleNumber,
      name: item.name,
      quantity: item.quantity,
      price: item.netPrice === null ? null : { netPrice: item.netPrice, alloyingPrice: item.alloyingPrice ?? 0 },
    }))
  const step = checkout('confirmation', orders.flatMap(items))
  const purchases = orders.flatMap((order) => {
    const location = order.orderDetails.storeId ?? order.orderDetails.warehouseId ?? ''
    const event = purchase({
      orderId: order.orderId,
      affiliation: storeNames.get(location) ?? location,
      variants: items(order),
    })
    return event ? [{ event, once: `purchase:${order.orderId}` }] : []
  })
  return [
    ...(step ? [{ event: step, once: `checkout:${orders.map((order) => order.orderId).join(',')}` }] : []),
    ...purchases,
  ]
}

/**
 * The body of /checkout-success-page (checkout step 4): only for `?orders=` the session may see; a
 * missing id, or any that is not the user's, sends the visitor to the start page.
 */
export async function OrderConfirmation({
  brand,
  orders: raw,
}: {
  brand: Brand
  orders: string | string[] | undefined
}) {
  const session = await getSession()
  if (!session) return null
  const ids = parseOrderIds(raw)
  if (!ids.length) redirect('/')
  const instance = await payload()
  const orders = await readOrders(instance, session, ids)
  if (orders.length !== ids.length) redirect('/')
  const stores = await findLocations(instance, { brand: brand.id, includeCentral: true })
  const storeNames = new Map(stores.map((s) => [s.id, s.name]))
  const history = pathForPage(brand.routes, 'OrderHistory')
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <CheckoutSteps current={4} />
      <h1 className="text-3xl font-bold">{t('checkout.success.title')}</h1>
      <p className="mt-2" role="status">
        {t('checkout.success.intro', { count: orders.length })}
      </p>
      <TrackEvents events={confirmationEvents(orders, storeNames)} />
      <div className="mt-8 flex flex-col gap-6">
        {orders.map((order) => (
          <OrderSection key={order.orderId} order={order} storeNames={storeNames} />
        ))}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {history ? (
          <Link href={history} className={buttonVariants({ intent: 'primary' })} data-testid="order-history-link">
            {t('checkout.success.history')}
          </Link>
        ) : null}
        <Link href="/" className={buttonVariants({ intent: 'secondary' })}>
          {t('checkout.success.continue')}
        </Link>
      </div>
    </section>
  )
}
