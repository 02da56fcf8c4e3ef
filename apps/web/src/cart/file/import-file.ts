import 'server-only'
import { type Failure, fail, ok, quantityRefusal, type Result } from '@shop/commerce'
import { isMessageKey, type MessageKey, t } from '@shop/i18n'
import type { Payload } from 'payload'
import { type CartVariant, variantsByIdentifier } from '../storage'
import { readCartFile } from './cart-file'
import type { ImportRows } from './import-rows'
import type { AddedRow, RefusedRow, UploadError, UploadErrorId, UploadRows } from './upload-result'

/**
 * An order file's import, for the cart and the shopping lists alike: each row's identifier (article
 * number or EAN) read once and matched to an article, rows the catalog refuses (unknown article, not
 * the order multiple) listed with their reason, the good rows handed to the domain's own batch add
 * (`ImportTarget.add`: the cart's addItems, a list's putArticles), and every row answered as added or
 * refused (see upload-result.ts).
 */

/** An uploaded file's rows; a missing file or one that cannot be read is refused before anything is added. */
export async function readUpload(file: File | undefined): Promise<Result<ImportRows>> {
  if (!file) return fail('invalid', 'cartFiles.upload.choose_file')
  const read = await readCartFile(file.name, new Uint8Array(await file.arrayBuffer()))
  return read.ok ? ok(read) : fail('invalid', read.error, { message: read.message })
}

export interface MatchedRows {
  /** The file's problems and the rows the catalog refused, each with its reason. */
  refused: RefusedRow[]
  /** The rows that may be added, with the article their identifier names. */
  candidates: AddedRow[]
  /** The catalog facts of the candidates' articles. */
  variants: Map<string, CartVariant>
}

async function matchRows(payload: Payload, file: ImportRows): Promise<MatchedRows> {
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
    // Checked per row here with the services' own rule: they name refusals by article, which two rows may share.
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
  return { refused, candidates, variants }
}

const uniqueIds = (rows: readonly RefusedRow[]) => [...new Set(rows.map((row) => row.identifier).filter(Boolean))]

/** WRONG_IMPORT with the identifiers of the refused rows (not those refused for the line limit). */
function wrongImport(refused: readonly RefusedRow[], limitError: string): UploadError[] {
  const ids = uniqueIds(refused.filter((row) => row.error !== limitError))
  return ids.length ? [{ id: 'WRONG_IMPORT', ids, message: t('cart.wrong_import', { ids: ids.join(', ') }) }] : []
}

/**
 * Nothing was added: the failure with the whole answer as details, so the dialog lists every row.
 * `empty` is what the answer holds of the cart or list when nothing went in.
 */
function nothingAdded(
  failure: Pick<Failure, 'kind' | 'error'> & { message: string },
  rows: { refused: RefusedRow[]; errors: UploadError[] },
  empty: Record<string, unknown>,
) {
  const refused = rows.refused.sort((a, b) => a.line - b.line)
  return fail(failure.kind, failure.error, {
    message: failure.message,
    details: { ...empty, errors: rows.errors, added: [], refused },
  })
}

/** Where an import's good rows go. */
export interface ImportTarget<T> {
  /** The service's refusal when the rows would pass its line limit: that answer's error id and per-row text. */
  limit: { error: MessageKey; id: UploadErrorId; rowMessage: MessageKey }
  /** What the answer holds of the cart or list when nothing was added. */
  empty: Record<string, unknown>
  /** The domain's batch add of the matched rows; refusals it still makes are per article in `errors`. */
  add(
    candidates: AddedRow[],
    variants: Map<string, CartVariant>,
  ): Promise<Result<T & { errors: ReadonlyArray<{ articleNumber: string; error: string; message: string }> }>>
}

/**
 * Adds the good rows of `file` through `target` and answers which rows went in and which did not, and
 * why. Every identifier is read once, and those catalog facts are the ones the batch add checks the
 * rows against. When the rows would pass the line limit nothing is added (a half-imported order is
 * worse than none); when no row could be added the answer is a refusal carrying every row.
 */
export async function importFile<T extends object>(
  payload: Payload,
  file: ImportRows,
  target: ImportTarget<T>,
): Promise<Result<Omit<T, 'errors'> & UploadRows>> {
  const { refused, candidates, variants } = await matchRows(payload, file)
  const limitError = target.limit.error
  if (candidates.length === 0) {
    const errors = wrongImport(refused, limitError)
    const message = errors[0]?.message ?? t('cartFiles.error.no_rows')
    return nothingAdded({ kind: 'refused', error: 'cart.wrong_import', message }, { refused, errors }, target.empty)
  }

  const outcome = await target.add(candidates, variants)
  if (!outcome.ok) {
    const { failure } = outcome
    const message = failure.message ?? t(failure.error)
    if (failure.error !== limitError) {
      return nothingAdded({ ...failure, message }, { refused: [], errors: [] }, target.empty)
    }
    for (const row of candidates) {
      refused.push({
        line: row.line,
        identifier: row.identifier,
        error: failure.error,
        message: t(target.limit.rowMessage),
      })
    }
    const errors: UploadError[] = [{ id: target.limit.id, message }, ...wrongImport(refused, limitError)]
    return nothingAdded({ ...failure, message }, { refused, errors }, target.empty)
  }

  // Refusals the service still made (a delivery method the customer may not use) apply per article.
  const { errors: serviceErrors, ...value } = outcome.value
  const refusedByService = new Map(serviceErrors.map((error) => [error.articleNumber, error]))
  const added: AddedRow[] = []
  for (const row of candidates) {
    const error = refusedByService.get(row.articleNumber)
    if (error) refused.push({ line: row.line, identifier: row.identifier, error: error.error, message: error.message })
    else added.push(row)
  }
  refused.sort((a, b) => a.line - b.line)
  const errors = wrongImport(refused, limitError)
  if (added.length === 0) {
    const first = refused[0]
    const error = first && isMessageKey(first.error) ? first.error : 'cart.wrong_import'
    return nothingAdded({ kind: 'refused', error, message: first?.message ?? '' }, { refused, errors }, target.empty)
  }
  return ok({ ...(value as Omit<T, 'errors'>), errors, added, refused })
}
