import { formatDate, formatDateTime, formatMoney, formatNumber, t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { buttonVariants, cx, focusRing } from '@shop/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type React from 'react'
import { findLocations } from '@/catalog/locations'
import { payload } from '@/db/payload'
import { type OrderView, orderAddress, readOrders } from '@/orders/order-read'
import { getSession } from '@/session/session'
import { parseOrderIds } from '../place-order'
import { CheckoutSteps } from './CheckoutSteps'

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

function OrderSection({ order, storeNames }: { order: OrderView; storeNames: Map<string, string> }) {
  const details = order.orderDetails
  const address = orderAddress(order)
  const storeId = details.storeId ?? (order.deliveryId === 'EXH' ? details.warehouseId : null)
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
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('checkout.success.items_caption', { orderId: order.orderId })}</caption>
        <thead className="border-b border-text/15 text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('checkout.summary.article')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('checkout.summary.quantity')}
            </th>
            {prices ? (
              <>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('checkout.summary.unit_price')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('checkout.summary.line_total')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => {
            const unitPrice = item.netPrice === null ? null : item.netPrice + (item.alloyingPrice ?? 0)
            return (
              <tr key={`${item.articleNumber}-${item.label ?? ''}`} className="border-b border-text/10 align-top">
                <td className="py-3 pr-4">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-muted">
                    {t('checkout.summary.article_number', { articleNumber: item.articleNumber })}
                  </span>
                </td>
                <td className="py-3 pr-4 text-right whitespace-nowrap">
                  {formatNumber(item.quantity)} {item.unit}
                </td>
                {prices ? (
                  <>
                    <td className="py-3 pr-4 text-right whitespace-nowrap">
                      {unitPrice === null ? t('checkout.summary.no_price') : formatMoney(unitPrice)}
                    </td>
                    <td className="py-3 text-right whitespace-nowrap">
                      {unitPrice === null
                        ? t('checkout.summary.no_price')
                        : formatMoney(Math.round(unitPrice * item.quantity * 100) / 100)}
                    </td>
                  </>
                ) : null}
              </tr>
            )
          })}
        </tbody>
        {order.totals ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={prices ? 3 : 1} className="pt-3 pr-4 text-right font-semibold">
                {t('checkout.summary.net')}
              </th>
              <td className="pt-3 text-right">{formatMoney(order.totals.net)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={prices ? 3 : 1} className="pr-4 text-right font-semibold">
                {t('checkout.summary.vat')}
              </th>
              <td className="text-right">{formatMoney(order.totals.vat)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={prices ? 3 : 1} className="pr-4 text-right font-bold">
                {t('checkout.summary.total')}
              </th>
              <td className="text-right font-bold">{formatMoney(order.totals.gross)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
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
        {orders.length === 1
          ? t('checkout.success.intro_one')
          : t('checkout.success.intro_other', { count: orders.length })}
      </p>
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
