import { t } from '@shop/i18n'
import type { CartItemView, CartView } from '@shop/schemas'
import writeXlsxFile, { type Row } from 'write-excel-file/universal'
import { DELIVERY_NAMES } from '../delivery-names'

/**
 * The cart export (POST /v2/cart/{id}/export): one row per line under a header the import reads
 * back (Artikelnummer, Antal, Märkning), so an exported cart can be uploaded again as it is.
 */

export interface ExportLine {
  articleNumber: string
  name: string
  quantity: number
  unit: string
  delivery: string
  label: string | null
  /** Null where the shopper may not see prices or the article has none. */
  unitPrice: number | null
  lineTotal: number | null
}

function exportLine(item: CartItemView): ExportLine {
  return {
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? '',
    quantity: item.quantity,
    unit: item.variant?.unit ?? item.price?.salesPriceUnit ?? '',
    delivery: DELIVERY_NAMES[item.deliveryId],
    label: item.label,
    unitPrice: item.price ? item.price.netPrice + item.price.alloyingPrice : null,
    lineTotal: item.lineTotal,
  }
}

/** The cart's lines in delivery order, only those in `itemIds` when given. */
export function exportLines(cart: CartView, itemIds?: readonly string[]): ExportLine[] {
  const chosen = itemIds && itemIds.length > 0 ? new Set(itemIds) : null
  return cart.deliveries
    .flatMap((delivery) => delivery.items)
    .filter((item) => !chosen || chosen.has(item.cartItemId))
    .map(exportLine)
}

const MONEY_FORMAT = '#,##0.00'

/** The workbook's rows; the price columns only when `withPrices` (the shopper may see prices). */
export function exportRows(lines: readonly ExportLine[], withPrices: boolean): Row[] {
  const header: Row = [
    t('cartFiles.export.article_number'),
    t('cartFiles.export.name'),
    t('cartFiles.export.quantity'),
    t('cartFiles.export.unit'),
    t('cartFiles.export.delivery_method'),
    t('cartFiles.export.label'),
    ...(withPrices ? [t('cartFiles.export.unit_price'), t('cartFiles.export.line_total')] : []),
  ].map((value) => ({ value, fontWeight: 'bold' as const }))
  const money = (value: number | null) => (value === null ? null : { value, type: Number, format: MONEY_FORMAT })
  const body = lines.map(
    (line): Row => [
      // Text, so leading zeros of an article number survive a round trip through Excel.
      { value: line.articleNumber, type: String },
      line.name,
      line.quantity,
      line.unit,
      line.delivery,
      line.label,
      ...(withPrices ? [money(line.unitPrice), money(line.lineTotal)] : []),
    ],
  )
  return [header, ...body]
}

/** The .xlsx file's bytes. */
export async function exportWorkbook(lines: readonly ExportLine[], withPrices: boolean): Promise<Uint8Array> {
  const blob = await writeXlsxFile(exportRows(lines, withPrices), {
    sheet: t('cartFiles.export.sheet'),
    columns: [
      { width: 16 },
      { width: 40 },
      { width: 8 },
      { width: 8 },
      { width: 22 },
      { width: 24 },
      { width: 14 },
      { width: 14 },
    ],
    stickyRowsCount: 1,
  }).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}

/** varukorg-2026-11-24.xlsx */
export const exportFileName = (day: string) => `varukorg-${day}.xlsx`
