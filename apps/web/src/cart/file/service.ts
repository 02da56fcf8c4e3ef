import 'server-only'
import { type Failure, fail, ok, quantityRefusal, type Result } from '@shop/commerce'
import { isMessageKey, TIME_ZONE, t } from '@shop/i18n'
import type { DeliveryMethod } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Session } from '../../auth/session'
import { addItems, type CartRow, type CartVariant, cartView } from '../service'
import { variantsByIdentifier } from '../storage'
import { readCartFile } from './cart-file'
import { exportFileName, exportLines, exportWorkbook } from './export-workbook'
import type { ImportRows } from './import-rows'
import type { AddedRow, RefusedRow, UploadError, UploadResponse } from './upload-result'

/**
 * The cart's file service: an order file's rows into a cart (identifiers to articles, then one batch
 * add of the cart service), and the cart out as an Excel file. See upload-result.ts for what an
 * upload answers.
 */

const uniqueIds = (rows: readonly RefusedRow[]) => [...new Set(rows.map((row) => row.identifier).filter(Boolean))]

function wrongImport(refused: readonly RefusedRow[]): UploadError[] {
  const ids = uniqueIds(refused.filter((row) => row.error !== 'cart.cart_limit_exceeded'))
  return ids.length ? [{ id: 'WRONG_IMPORT', ids, message: t('cart.wrong_import', { ids: ids.join(', ') }) }] : []
}

/** Nothing was added: refused (422) with the whole answer as details, so the dialog lists every row. */
function nothingAdded(
  failure: Pick<Failure, 'kind' | 'error'> & { message: string },
  refused: RefusedRow[],
  errors: UploadError[],
) {
  const body: UploadResponse = { cartItems: [], errors, added: [], refused: refused.sort((a, b) => a.line - b.line) }
  return fail(failure.kind, failure.error, { message: failure.message, details: { ...body } })
}

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
  const refused: RefusedRow[] = file.problems.map(({ line, identifier, error, message }) => ({
    line,
    identifier,
    error,
    message,
  }))
  const found = await variantsByIdentifier(
    payload,
    file.rows.map((row) => row.identifier),
  )
  const candidates: AddedRow[] = []
  const variants = new Map<string, CartVariant>()
  for (const row of file.rows) {
    const variant = found.get(row.identifier)
    // Checked per row here with the service's own rule: the service names refusals by article, which two rows may share.
    const quantity = variant ? quantityRefusal(row.identifier, row.quantity, variant.orderMultiple) : null
    if (!variant) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: 'cartFiles.error.unknown_article',
        message: t('cartFiles.error.unknown_article'),
      })
    } else if (quantity) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: quantity.key,
        message: t(quantity.key, quantity.params),
      })
    } else {
      variants.set(variant.articleNumber, variant)
      candidates.push({ ...row, articleNumber: variant.articleNumber })
    }
  }

  if (candidates.length === 0) {
    const errors = wrongImport(refused)
    const message = errors[0]?.message ?? t('cartFiles.error.no_rows')
    return nothingAdded({ kind: 'refused', error: 'cart.wrong_import', message }, refused, errors)
  }

  const outcome = await addItems(
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
  )
  if (!outcome.ok) {
    const { failure } = outcome
    const message = failure.message ?? t(failure.error)
    if (failure.error !== 'cart.cart_limit_exceeded') return nothingAdded({ ...failure, message }, [], [])
    for (const row of candidates) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: failure.error,
        message: t('cartFiles.error.not_added_limit'),
      })
    }
    return nothingAdded({ ...failure, message }, refused, [{ id: 'CART_LIMIT', message }, ...wrongImport(refused)])
  }

  // Refusals the service still made (a delivery method the customer may not use) apply per article.
  const refusedByService = new Map(outcome.value.errors.map((error) => [error.articleNumber, error]))
  const added: AddedRow[] = []
  for (const row of candidates) {
    const error = refusedByService.get(row.articleNumber)
    if (error) refused.push({ line: row.line, identifier: row.identifier, error: error.error, message: error.message })
    else added.push(row)
  }
  refused.sort((a, b) => a.line - b.line)
  const errors = wrongImport(refused)
  if (added.length === 0) {
    const first = refused[0]
    const error = first && isMessageKey(first.error) ? first.error : 'cart.wrong_import'
    return nothingAdded({ kind: 'refused', error, message: first?.message ?? '' }, refused, errors)
  }
  return ok({ cart: outcome.value.cart, cartItems: outcome.value.cartItems, errors, added, refused })
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
  if (!upload.file) return fail('invalid', 'cartFiles.upload.choose_file')
  const read = await readCartFile(upload.file.name, new Uint8Array(await upload.file.arrayBuffer()))
  if (!read.ok) return fail('invalid', read.error, { message: read.message })
  return importIntoCart(payload, session, brand, cart, upload.deliveryId, read)
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
  if (lines.length === 0) return fail('invalid', 'cartFiles.export.nothing')
  let bytes: Uint8Array
  try {
    bytes = await exportWorkbook(
      lines,
      lines.some((line) => line.unitPrice !== null),
    )
  } catch {
    return fail('unavailable', 'errors.cart_generate_file')
  }
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(now)
  return ok({ bytes, filename: exportFileName(day) })
}
