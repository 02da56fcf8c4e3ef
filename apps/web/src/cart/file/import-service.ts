import 'server-only'
import { isValidQuantity } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { DeliveryMethod } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Session } from '../../auth/session'
import { placeholders, sqlRows } from '../../db/sql'
import { addItems } from '../service'
import type { ImportRows } from './import-rows'
import type { AddedRow, RefusedRow, UploadError, UploadResponse } from './upload-result'

/** Ordering a read file's rows into a cart: identifiers to articles, then one batch add. */

export interface ResolvedArticle {
  articleNumber: string
  orderMultiple: number
}

/**
 * What each identifier names: an article number, else an EAN (spreadsheets of suppliers often carry
 * only the EAN). An article number wins over another article's equal EAN.
 */
export async function resolveIdentifiers(
  payload: Payload,
  identifiers: readonly string[],
): Promise<Map<string, ResolvedArticle>> {
  const unique = [...new Set(identifiers)]
  const found = new Map<string, ResolvedArticle>()
  if (unique.length === 0) return found
  const rows = await sqlRows<{ article_number: string; ean: string | null; order_multiple: number | null }>(
    payload,
    `SELECT article_number, ean, purchase_constraints_order_multiple AS order_multiple FROM variants
      WHERE article_number IN (${placeholders(unique.length)}) OR ean IN (${placeholders(unique.length)})
      ORDER BY article_number`,
    [...unique, ...unique],
  )
  const byEan = new Map<string, ResolvedArticle>()
  for (const row of rows) {
    const article = { articleNumber: row.article_number, orderMultiple: Math.max(1, Number(row.order_multiple ?? 1)) }
    found.set(row.article_number, article)
    if (row.ean && !byEan.has(row.ean)) byEan.set(row.ean, article)
  }
  for (const [ean, article] of byEan) if (!found.has(ean)) found.set(ean, article)
  return found
}

export type ImportOutcome = { status: number; body: UploadResponse }

const uniqueIds = (rows: readonly RefusedRow[]) => [...new Set(rows.map((row) => row.identifier).filter(Boolean))]

function wrongImport(refused: readonly RefusedRow[]): UploadError[] {
  const ids = uniqueIds(refused.filter((row) => row.error !== 'cart.cart_limit_exceeded'))
  return ids.length ? [{ id: 'WRONG_IMPORT', ids, message: t('cart.wrong_import', { ids: ids.join(', ') }) }] : []
}

/**
 * Adds the good rows of `file` to the cart named by `idParam` with `deliveryId`, and answers which rows
 * went in and which did not, and why (see upload-result.ts for the rules).
 */
export async function importIntoCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  idParam: string,
  deliveryId: DeliveryMethod,
  file: ImportRows,
): Promise<ImportOutcome> {
  const refused: RefusedRow[] = file.problems.map(({ line, identifier, error, message }) => ({
    line,
    identifier,
    error,
    message,
  }))
  const articles = await resolveIdentifiers(
    payload,
    file.rows.map((row) => row.identifier),
  )
  const candidates: AddedRow[] = []
  for (const row of file.rows) {
    const article = articles.get(row.identifier)
    if (!article) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: 'cartFiles.error.unknown_article',
        message: t('cartFiles.error.unknown_article'),
      })
    } else if (!isValidQuantity(row.quantity, article.orderMultiple)) {
      // Checked per row here: the service names refusals by article, which two rows may share.
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: 'cart.quantity_not_multiple',
        message: t('cart.quantity_not_multiple', { id: row.identifier, multiple: article.orderMultiple }),
      })
    } else {
      candidates.push({ ...row, articleNumber: article.articleNumber })
    }
  }

  const nothingAdded = (status: number, error: string, message: string, errors: UploadError[]): ImportOutcome => ({
    status,
    body: { cartItems: [], errors, added: [], refused: refused.sort((a, b) => a.line - b.line), error, message },
  })

  if (candidates.length === 0) {
    const errors = wrongImport(refused)
    return nothingAdded(422, 'cart.wrong_import', errors[0]?.message ?? t('cartFiles.error.no_rows'), errors)
  }

  const outcome = await addItems(
    payload,
    session,
    brand,
    idParam,
    candidates.map((row) => ({
      articleNumber: row.articleNumber,
      quantity: row.quantity,
      deliveryId,
      label: row.label,
    })),
  )
  if (!outcome.ok) {
    const { failure } = outcome
    const message = failure.message ?? t(failure.error)
    if (failure.error !== 'cart.cart_limit_exceeded') {
      return {
        status: failure.status,
        body: { cartItems: [], errors: [], added: [], refused: [], error: failure.error, message },
      }
    }
    for (const row of candidates) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: failure.error,
        message: t('cartFiles.error.not_added_limit'),
      })
    }
    return nothingAdded(failure.status, failure.error, message, [
      { id: 'CART_LIMIT', message },
      ...wrongImport(refused),
    ])
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
    return nothingAdded(422, first?.error ?? 'cart.wrong_import', first?.message ?? '', errors)
  }
  return {
    status: 200,
    body: { cart: outcome.value.cart, cartItems: outcome.value.cartItems, errors, added, refused },
  }
}
