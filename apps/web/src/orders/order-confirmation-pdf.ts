import 'server-only'
import { fileSafeOrderId, placedLineTotal, placedOrderTotals } from '@shop/commerce/orders/lines'
import { formatDate, formatDateTime, formatMoney, formatNumber, t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { A4, facts, MARGIN, RIGHT, type TableColumn, table, Writer } from '../documents/pdf'
import { type OrderView, orderAddress } from './order-view'

/**
 * The order confirmation ("Orderbekräftelse") as a PDF (../documents/pdf.ts draws it): the brand's
 * company, the order header, the delivery address, the lines and the totals with 25 % moms. A viewer
 * who may not see the customer's prices gets the document without price columns or totals.
 */

const COLUMNS = {
  article: MARGIN,
  name: MARGIN + 72,
  nameWidth: 190,
  quantity: 360,
  unit: 368,
  price: 465,
  total: RIGHT,
}

function lineColumns(prices: boolean): TableColumn[] {
  const columns: TableColumn[] = [
    { label: t('orders.field.article_number'), x: COLUMNS.article, width: COLUMNS.name - COLUMNS.article - 6 },
    { label: t('orders.field.article_name'), x: COLUMNS.name, width: COLUMNS.nameWidth },
    { label: t('orders.field.quantity'), x: COLUMNS.quantity, align: 'right' },
    { label: t('orders.field.unit'), x: COLUMNS.unit, width: 40 },
  ]
  if (!prices) return columns
  return [
    ...columns,
    { label: t('orders.field.unit_price'), x: COLUMNS.price, align: 'right' },
    { label: t('orders.field.line_total'), x: COLUMNS.total, align: 'right' },
  ]
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? t('orders.no_price') : formatMoney(amount)

export async function orderConfirmationPdf(order: OrderView, brand: Brand): Promise<Uint8Array> {
  const title = `${t('orders.pdf.title')} ${order.orderId}`
  const w = await Writer.create({
    title,
    author: brand.companyName,
    creator: brand.name,
    createdAt: new Date(order.placedAt),
    runningHead: `${brand.companyName} · ${title}`,
  })
  const prices = order.priceVisibility.prices

  // Header: the company, the document's name and number.
  w.text(brand.companyName, MARGIN, { size: 16, bold: true })
  w.text(t('orders.pdf.title'), RIGHT, { size: 18, bold: true, align: 'right' })
  w.y -= 20
  w.text(`${t('orders.field.order_id')} ${order.orderId}`, RIGHT, { size: 10, align: 'right' })
  w.y -= 28

  const details = order.orderDetails
  const detail = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '')
  const customer = [order.customerNumber, order.customerName].filter(Boolean).join(' ')
  facts(
    w,
    [
      [t('orders.field.order_id'), order.orderId],
      [t('orders.field.placed_at'), formatDateTime(order.placedAt)],
      [t('orders.field.status'), order.statusLabel],
      [t('orders.field.delivery'), order.deliveryName],
      [
        t('orders.field.requested_date'),
        details.requestedDeliveryDate ? formatDate(details.requestedDeliveryDate) : null,
      ],
    ],
    [
      [t('orders.field.customer'), customer],
      [t('orders.field.project'), order.projectName],
      [t('orders.field.buyer'), order.buyerName],
      [t('orders.field.reference'), detail('reference')],
      [t('orders.field.contact'), [detail('contactName'), detail('contactPhone')].filter(Boolean).join(', ')],
    ],
  )

  // Delivery address (a snapshot taken at checkout) and the buyer's message.
  const address = orderAddress(order)
  w.y -= 8
  w.ensure(70)
  w.text(t('orders.field.delivery_address'), MARGIN, { size: 10, bold: true })
  w.y -= 14
  const addressLines = address
    ? [
        address.name,
        address.recipientName,
        address.address1,
        address.address2,
        address.address3,
        [address.postalCode, address.postalAddress].filter(Boolean).join(' '),
      ].filter(Boolean)
    : [t('orders.no_address')]
  for (const line of addressLines) {
    w.ensure(12)
    w.text(w.clip(line, 9, 300), MARGIN)
    w.y -= 12
  }
  if (detail('message')) {
    w.y -= 6
    w.ensure(26)
    w.text(t('orders.field.message'), MARGIN, { size: 10, bold: true })
    w.y -= 14
    w.text(w.clip(detail('message'), 9, A4.width - 2 * MARGIN), MARGIN)
    w.y -= 12
  }

  // Lines.
  w.y -= 14
  w.ensure(60)
  w.text(t('orders.pdf.lines'), MARGIN, { size: 10, bold: true })
  w.y -= 16
  table(
    w,
    lineColumns(prices),
    order.orderItems.map((item) => {
      const alloying = item.alloyingPrice ? item.alloyingPrice : 0
      const cells = [item.articleNumber, item.name, formatNumber(item.quantity), item.unit]
      return {
        cells: prices ? [...cells, money(item.netPrice), money(placedLineTotal(item))] : cells,
        note: alloying
          ? { text: `${t('orders.field.alloying')} ${formatMoney(alloying)}/${item.unit}`, column: 1 }
          : undefined,
      }
    }),
  )

  // Totals with 25 % moms.
  const totals = placedOrderTotals(order.totals, order.orderItems)
  w.ensure(60)
  w.rule(w.y + 6)
  w.y -= 10
  const totalRows: Array<[string, number | null, boolean]> = prices
    ? [
        [t('orders.totals.net'), totals?.net ?? null, false],
        [t('orders.totals.vat'), totals?.vat ?? null, false],
        [t('orders.totals.gross'), totals?.gross ?? null, true],
      ]
    : []
  for (const [label, amount, strong] of totalRows) {
    w.text(label, COLUMNS.price - 120, { size: strong ? 10 : 9, bold: strong })
    w.text(money(amount), COLUMNS.total, { size: strong ? 10 : 9, bold: strong, align: 'right' })
    w.y -= 15
  }
  w.y -= 12
  w.ensure(14)
  w.text(t('orders.pdf.thanks'), MARGIN, { size: 10 })

  // Footer on every page: company and page numbers.
  return w.save(brand.companyName, (page, pages) => t('orders.pdf.page', { page, pages }))
}

/** `orderbekraftelse-<id>.pdf` (ASCII, so every browser keeps the name). */
export const confirmationFileName = (orderId: string) => `orderbekraftelse-${fileSafeOrderId(orderId)}.pdf`
