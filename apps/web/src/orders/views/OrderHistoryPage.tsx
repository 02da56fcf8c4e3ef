import { placedLineTotal, placedOrderTotals } from '@shop/commerce/orders/lines'
import { formatDate, formatDateTime, formatMoney, formatNumber, t } from '@shop/i18n'
import { pathForPage } from '@shop/tenants/match-route'
import { Badge, buttonVariants, ChevronLeftIcon, ColumnHeader } from '@shop/ui'
import { notFound } from 'next/navigation'
import type React from 'react'
import { getSession } from '@/accounts/session'
import { ORDER_ID_PATTERN } from '@/orders/input'
import { confirmationPdfPath } from '@/orders/order-mail'
import type { OrderAddressSnapshot } from '@/orders/order-view'
import { findOrder, orderAddresses } from '@/orders/service'
import { payload } from '@/payload/payload'
import { Link } from '@/shell/Link'
import { AddToListButton } from '@/shopping-lists/views/AddToListButton'
import type { CustomPageProps } from '../../custom-pages/types'
import { EmailConfirmation, OrderInquiry, ReorderButton } from './islands'

/** An order's lines as a list holds them: one line per article, whole quantities only. */
function listLines(items: ReadonlyArray<{ articleNumber: string; quantity: number }>) {
  const quantities = new Map<string, number>()
  for (const item of items)
    if (Number.isInteger(item.quantity) && item.quantity > 0)
      quantities.set(item.articleNumber, (quantities.get(item.articleNumber) ?? 0) + item.quantity)
  return [...quantities].map(([articleNumber, quantity]) => ({ articleNumber, quantity }))
}

function AddressBlock({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-title`} className="rounded-brand bg-surface p-4" data-testid={testId}>
      <h3 id={`${testId}-title`} className="font-semibold">
        {title}
      </h3>
      <address className="mt-2 not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </section>
  )
}

const addressLines = (a: OrderAddressSnapshot | null): string[] =>
  a
    ? [
        a.name,
        a.recipientName,
        a.address1,
        a.address2,
        a.address3,
        [a.postalCode, a.postalAddress].filter(Boolean).join(' '),
      ].filter(Boolean)
    : []

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

/**
 * OrderHistoryPage: one order as placed: its header, delivery and invoice addresses, lines and
 * totals, and what can be done with it: the confirmation PDF, the lines as CSV, "Beställ igen",
 * the confirmation by e-mail and a question to customer service (client islands; the rest is
 * server-rendered). An order the user may not know of is a 404, as the API answers.
 */
export async function OrderHistoryPage({ brand, params }: CustomPageProps) {
  const session = await getSession()
  if (!session) return null
  const orderId = params.orderId ?? ''
  if (!ORDER_ID_PATTERN.test(orderId)) notFound()
  const instance = await payload()
  const found = await findOrder(instance, session, orderId)
  if (!found.ok) {
    if (found.failure.kind === 'not_found') notFound()
    return <p role="alert">{t(found.failure.error)}</p>
  }
  const order = found.value
  const addresses = await orderAddresses(instance, order)
  if (!addresses.ok) return <p role="alert">{t(addresses.failure.error)}</p>
  // Without the price right the lines have no price columns and the page no totals (as the PDF and CSV).
  const prices = order.priceVisibility.prices
  const totals = placedOrderTotals(order.totals, order.orderItems)
  const details = order.orderDetails
  const detail = (key: string) => (typeof details[key] === 'string' ? (details[key] as string).trim() : '')
  const contact = [detail('contactName'), detail('contactPhone')].filter(Boolean).join(', ')
  const listPath = pathForPage(brand.routes, 'OrderHistory') ?? '/'
  const linesPath = `/api/order/orders/${encodeURIComponent(order.orderId)}/download`
  const { deliveryAddress, billingAddress: billing } = addresses.value

  return (
    <div className="flex flex-col gap-8" data-testid="order-page">
      <Link
        href={listPath}
        className="inline-flex items-center gap-1 self-start font-semibold text-primary underline underline-offset-2 hover:no-underline"
      >
        <ChevronLeftIcon size={18} />
        {t('orders.page.back')}
      </Link>

      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold" data-testid="order-title">
          {t('orders.page.title', { orderId: order.orderId })}
        </h2>
        <Badge>{order.statusLabel}</Badge>
      </div>

      <section aria-labelledby="order-details-title">
        <h3 id="order-details-title" className="sr-only">
          {t('orders.page.details')}
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('orders.field.placed_at')}>{formatDateTime(order.placedAt)}</Fact>
          <Fact label={t('orders.field.delivery')}>{order.deliveryName}</Fact>
          {details.requestedDeliveryDate ? (
            <Fact label={t('orders.field.requested_date')}>{formatDate(details.requestedDeliveryDate)}</Fact>
          ) : null}
          {order.customerName || order.customerNumber ? (
            <Fact label={t('orders.field.customer')}>
              {[order.customerNumber, order.customerName].filter(Boolean).join(' ')}
            </Fact>
          ) : null}
          {order.projectName ? <Fact label={t('orders.field.project')}>{order.projectName}</Fact> : null}
          {order.buyerName ? <Fact label={t('orders.field.buyer')}>{order.buyerName}</Fact> : null}
          {detail('reference') ? <Fact label={t('orders.field.reference')}>{detail('reference')}</Fact> : null}
          {contact ? <Fact label={t('orders.field.contact')}>{contact}</Fact> : null}
          {detail('message') ? <Fact label={t('orders.field.message')}>{detail('message')}</Fact> : null}
        </dl>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock
          title={t('orders.field.delivery_address')}
          lines={deliveryAddress ? addressLines(deliveryAddress) : [t('orders.no_address')]}
          testId="order-delivery-address"
        />
        {billing ? (
          <AddressBlock
            title={t('orders.field.billing_address')}
            lines={addressLines(billing)}
            testId="order-billing-address"
          />
        ) : null}
      </div>

      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left" data-testid="order-lines">
          <caption className="sr-only">{t('orders.page.lines_caption', { orderId: order.orderId })}</caption>
          <thead>
            <tr className="border-b-2 border-text/20">
              <ColumnHeader>{t('orders.field.article_number')}</ColumnHeader>
              <ColumnHeader>{t('orders.field.article_name')}</ColumnHeader>
              <ColumnHeader align="right">{t('orders.field.quantity')}</ColumnHeader>
              {prices ? (
                <>
                  <ColumnHeader align="right">{t('orders.field.unit_price')}</ColumnHeader>
                  <ColumnHeader align="right">{t('orders.field.line_total')}</ColumnHeader>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {order.orderItems.map((item) => {
              const total = placedLineTotal(item)
              return (
                <tr
                  key={`${item.articleNumber}|${item.label ?? ''}|${item.requestedDeliveryDate ?? ''}`}
                  className="border-b border-text/10 align-top"
                >
                  <td className="px-3 py-2 whitespace-nowrap">{item.articleNumber}</td>
                  <td className="px-3 py-2">
                    {item.name}
                    {item.label ? (
                      <span className="block text-sm text-muted">
                        {t('orders.field.label')}: {item.label}
                      </span>
                    ) : null}
                    {item.alloyingPrice ? (
                      <span className="block text-sm text-muted">
                        {t('orders.field.alloying')}: {formatMoney(item.alloyingPrice)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {formatNumber(item.quantity)} {item.unit}
                  </td>
                  {prices ? (
                    <>
                      <td className="px-3 py-2 text-right whitespace-nowrap">
                        {item.netPrice === null ? t('orders.no_price') : formatMoney(item.netPrice)}
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">
                        {total === null ? t('orders.no_price') : formatMoney(total)}
                      </td>
                    </>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>

      {prices ? (
        <section aria-labelledby="order-totals-title" className="self-end">
          <h3 id="order-totals-title" className="sr-only">
            {t('orders.page.totals')}
          </h3>
          {totals ? (
            <dl className="grid grid-cols-[auto_auto] gap-x-8 gap-y-1 text-right" data-testid="order-totals">
              <dt className="text-left">{t('orders.totals.net')}</dt>
              <dd>{formatMoney(totals.net)}</dd>
              <dt className="text-left">{t('orders.totals.vat')}</dt>
              <dd>{formatMoney(totals.vat)}</dd>
              <dt className="text-left font-semibold">{t('orders.totals.gross')}</dt>
              <dd className="font-semibold">{formatMoney(totals.gross)}</dd>
            </dl>
          ) : (
            <p>{t('orders.no_price')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="order-actions-title" className="flex flex-col gap-4">
        <h3 id="order-actions-title" className="text-lg font-semibold">
          {t('orders.page.actions')}
        </h3>
        <div className="flex flex-wrap items-start gap-3">
          <a
            href={confirmationPdfPath(order.orderId)}
            download
            className={buttonVariants({ intent: 'secondary' })}
            data-testid="order-pdf"
          >
            {t('orders.page.download_pdf')}
          </a>
          <a href={linesPath} download className={buttonVariants({ intent: 'secondary' })} data-testid="order-csv">
            {t('orders.page.download_lines')}
          </a>
          <ReorderButton
            lines={order.orderItems
              .filter((item) => Number.isInteger(item.quantity) && item.quantity > 0)
              .map((item) => ({
                articleNumber: item.articleNumber,
                quantity: item.quantity,
                deliveryId: order.deliveryId,
                ...(item.label ? { label: item.label.slice(0, 60) } : {}),
              }))}
          />
          <AddToListButton
            variant="button"
            order
            name={t('lists.order_name', { orderId: order.orderId })}
            items={listLines(order.orderItems)}
          />
          <EmailConfirmation
            orderId={order.orderId}
            buyerEmail={typeof details.buyerEmail === 'string' ? details.buyerEmail : session.email}
          />
          <OrderInquiry orderId={order.orderId} />
        </div>
      </section>
    </div>
  )
}
