import 'server-only'
import { csvRow, fileSafeOrderId, placedLineTotal } from '@shop/commerce/orders/lines'
import { t } from '@shop/i18n'
import type { OrderView } from './order-view'

/**
 * GET orders/{id}/download: the order's lines as CSV for Swedish Excel (';' between fields, decimal
 * commas, UTF-8 with a byte-order mark so å, ä and ö open right). CSV rather than XLSX: no spreadsheet
 * library is in the workspace, and a buyer's ERP import takes CSV as readily.
 */
export function orderLinesCsv(order: OrderView): string {
  // A viewer who may not see prices gets no price columns at all rather than empty ones.
  const prices = order.priceVisibility.prices
  const head = csvRow([
    t('orders.field.order_id'),
    t('orders.field.article_number'),
    t('orders.field.article_name'),
    t('orders.field.quantity'),
    t('orders.field.unit'),
    ...(prices ? [t('orders.field.unit_price'), t('orders.field.alloying'), t('orders.field.line_total')] : []),
    t('orders.field.label'),
    t('orders.field.requested_date'),
  ])
  const rows = order.orderItems.map((item) =>
    csvRow([
      order.orderId,
      item.articleNumber,
      item.name,
      item.quantity,
      item.unit,
      ...(prices ? [item.netPrice, item.alloyingPrice ?? null, placedLineTotal(item)] : []),
      item.label ?? null,
      item.requestedDeliveryDate ?? null,
    ]),
  )
  // Excel wants CRLF between records.
  return `\uFEFF${[head, ...rows].join('\r\n')}\r\n`
}

export const linesFileName = (orderId: string) => `orderrader-${fileSafeOrderId(orderId)}.csv`
