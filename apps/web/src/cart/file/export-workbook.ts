import { fail, ok, type Result } from '@shop/commerce'
import { type MessageKey, TIME_ZONE, t } from '@shop/i18n'
import type { CartItemView, CartView } from '@shop/schemas'
import writeXlsxFile, { type Row } from 'write-excel-file/universal'
import { DELIVERY_NAMES } from '../delivery-names'

/**
 * The cart export (POST /v2/cart/{id}/export) and a shopping list's (POST /v2/favorites/{id}/export):
 * one row per line under a header the import reads back (Artikelnummer, Antal, Märkning or
 * Anteckning), so an exported cart or list can be uploaded again as it is.
 */

export interface ExportLine {
  articleNumber: string
  name: string
  quantity: number
  unit: string
  /** The delivery method's name; lists have none (and no such column). */
  delivery: string | null
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

/** The content type of the exported workbooks. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const MONEY_FORMAT = '#,##0.00'

/** What sets a workbook apart: the cart's has a delivery column and labels, a list's notes. */
export interface WorkbookKind {
  sheet: MessageKey
  delivery: boolean
  label: MessageKey
}

export const CART_WORKBOOK: WorkbookKind = {
  sheet: 'cartFiles.export.sheet',
  delivery: true,
  label: 'cartFiles.export.label',
}

/** The workbook's rows; the price columns only when `withPrices` (the shopper may see prices). */
export function exportRows(lines: readonly ExportLine[], withPrices: boolean, kind = CART_WORKBOOK): Row[] {
  const header: Row = [
    t('cartFiles.export.article_number'),
    t('cartFiles.export.name'),
    t('cartFiles.export.quantity'),
    t('cartFiles.export.unit'),
    ...(kind.delivery ? [t('cartFiles.export.delivery_method')] : []),
    t(kind.label),
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
      ...(kind.delivery ? [line.delivery] : []),
      line.label,
      ...(withPrices ? [money(line.unitPrice), money(line.lineTotal)] : []),
    ],
  )
  return [header, ...body]
}

/** The .xlsx file's bytes. */
export async function exportWorkbook(
  lines: readonly ExportLine[],
  withPrices: boolean,
  kind = CART_WORKBOOK,
): Promise<Uint8Array> {
  const blob = await writeXlsxFile(exportRows(lines, withPrices, kind), {
    sheet: t(kind.sheet),
    columns: [
      { width: 16 },
      { width: 40 },
      { width: 8 },
      { width: 8 },
      ...(kind.delivery ? [{ width: 22 }] : []),
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

/**
 * `lines` as a downloadable workbook named by `fileName` of today's date (Stockholm), with prices only
 * when some line shows one. Refused when there is nothing to export, unavailable when the file cannot
 * be written.
 */
export async function workbookDownload(
  lines: readonly ExportLine[],
  options: { kind?: WorkbookKind; nothing: MessageKey; fileName: (day: string) => string; now?: Date },
): Promise<Result<{ bytes: Uint8Array; filename: string }>> {
  if (lines.length === 0) return fail('invalid', options.nothing)
  let bytes: Uint8Array
  try {
    bytes = await exportWorkbook(
      lines,
      lines.some((line) => line.unitPrice !== null),
      options.kind,
    )
  } catch {
    return fail('unavailable', 'errors.cart_generate_file')
  }
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(options.now ?? new Date())
  return ok({ bytes, filename: options.fileName(day) })
}
