import 'server-only'
import { fail, type Result } from '@shop/commerce'
import type { DeliveryMethod } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Session } from '../../accounts/session'
import { addItems, type CartRow, cartView } from '../service'
import { exportFileName, exportLines, workbookDownload } from './export-workbook'
import { importFile, readUpload } from './import-file'
import type { ImportRows } from './import-rows'
import type { UploadResponse } from './upload-result'

/**
 * The cart's file service: an order file's rows into a cart (identifiers to articles, then one batch
 * add of the cart service), and the cart out as an Excel file. See upload-result.ts for what an
 * upload answers.
 */

/**
 * Adds the good rows of `file` to `cart` with `deliveryId` and answers which rows went in and which
 * did not, and why. Every identifier is read once (article number or EAN), and those catalog facts
 * are the ones the batch add checks the rows against.
 */
export async function importIntoCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  deliveryId: DeliveryMethod,
  file: ImportRows,
  now = new Date(),
): Promise<Result<UploadResponse>> {
  return importFile(payload, file, {
    limit: { error: 'cart.cart_limit_exceeded', id: 'CART_LIMIT', rowMessage: 'cartFiles.error.not_added_limit' },
    empty: { cartItems: [] },
    add: (candidates, variants) =>
      addItems(
        payload,
        session,
        brand,
        cart,
        candidates.map((row) => ({
          articleNumber: row.articleNumber,
          quantity: row.quantity,
          deliveryId,
          label: row.label,
        })),
        { now, variants },
      ),
  })
}

/**
 * POST upload: the order file (CSV or XLSX) read and its rows added with `deliveryId`. A missing
 * delivery method, a missing file and a file that cannot be read are refused before anything is added.
 */
export async function uploadIntoCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  upload: { deliveryId?: DeliveryMethod; file?: File },
): Promise<Result<UploadResponse>> {
  if (!upload.deliveryId) return fail('invalid', 'cart.choose_delivery_method')
  const read = await readUpload(upload.file)
  return read.ok ? importIntoCart(payload, session, brand, cart, upload.deliveryId, read.value) : read
}

/**
 * POST export: the chosen lines (every line without `itemIds`) as an Excel file that uploads back,
 * with prices only where the shopper may see them.
 */
export async function exportCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  cart: CartRow,
  itemIds: readonly string[] | undefined,
  now = new Date(),
): Promise<Result<{ bytes: Uint8Array; filename: string }>> {
  const lines = exportLines(await cartView(payload, session, brand, cart), itemIds)
  return workbookDownload(lines, { nothing: 'cartFiles.export.nothing', fileName: exportFileName, now })
}
