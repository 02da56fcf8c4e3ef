import 'server-only'
import { lineTotal, type Result } from '@shop/commerce'
import type { FavoriteItemView } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Session } from '../accounts/session'
import { type ExportLine, type WorkbookKind, workbookDownload } from '../cart/file/export-workbook'
import { importFile, readUpload } from '../cart/file/import-file'
import type { ListUploadResponse } from '../cart/file/upload-result'
import { allItems, putArticles, type ResolvedList } from './service'

/**
 * A shopping list's files, with the cart's file code (cart/file): an order file's rows into a list
 * (`putArticles`: a row's quantity becomes the line's, its label the line's note), and the list out as
 * an Excel file that uploads back into a list or a cart.
 */

/** POST /v2/favorites/{id}/upload: the file (CSV or XLSX) read and its rows put on a list `editableList` found. */
export async function uploadIntoList(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
  upload: { file?: File },
  now = new Date(),
): Promise<Result<ListUploadResponse>> {
  const read = await readUpload(upload.file)
  if (!read.ok) return read
  return importFile(payload, read.value, {
    limit: { error: 'favorites.list_limit_exceeded', id: 'LIST_LIMIT', rowMessage: 'favorites.not_added_limit' },
    empty: { items: [] },
    add: (candidates, variants) =>
      putArticles(
        payload,
        session,
        brand,
        list,
        candidates.map((row) => ({
          articleNumber: row.articleNumber,
          quantity: row.quantity,
          ...(row.label ? { note: row.label } : {}),
        })),
        { now, variants },
      ),
  })
}

const LIST_WORKBOOK: WorkbookKind = {
  sheet: 'favorites.export.sheet',
  delivery: false,
  label: 'favorites.export.note',
}

function exportLine(item: FavoriteItemView): ExportLine {
  return {
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? '',
    quantity: item.quantity,
    unit: item.variant?.unit ?? item.price?.salesPriceUnit ?? '',
    delivery: null,
    label: item.note,
    unitPrice: item.price ? item.price.netPrice + item.price.alloyingPrice : null,
    lineTotal: lineTotal(item.price, item.quantity),
  }
}

/** POST /v2/favorites/{id}/export: every line of a list `resolveList` found, with prices as the viewer may see them. */
export async function exportList(
  payload: Payload,
  session: Session,
  brand: Brand,
  list: ResolvedList,
  now = new Date(),
): Promise<Result<{ bytes: Uint8Array; filename: string }>> {
  const lines = (await allItems(payload, session, brand, list)).map(exportLine)
  return workbookDownload(lines, {
    kind: LIST_WORKBOOK,
    nothing: 'favorites.export.nothing',
    fileName: (day) => `inkopslista-${list.row.id}-${day}.xlsx`,
    now,
  })
}
