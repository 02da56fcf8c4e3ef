import type { Failure } from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import { csvSheet } from './csv-sheet'
import { type ImportRows, importRows } from './import-rows'
import { xlsxSheet } from './xlsx-sheet'

/** Reading an uploaded order file: which kind it is, the size and row limits, and its rows. */

export const MAX_FILE_BYTES = 2 * 1024 * 1024
/** Rows read from one file; far above the cart's own limit, which the import reports by itself. */
export const MAX_FILE_ROWS = 1000

export type CartFileKind = 'csv' | 'xlsx'

export type CartFileRefusal = { ok: false; error: MessageKey; message: string }
export type CartFileResult = ({ ok: true; kind: CartFileKind } & ImportRows) | CartFileRefusal

const refuse = (error: MessageKey, message: string = t(error)): CartFileRefusal => ({ ok: false, error, message })

export const fileTooLarge = () =>
  refuse(
    'cartFiles.error.file_too_large',
    t('cartFiles.error.file_too_large', { size: `${MAX_FILE_BYTES / 1024 / 1024} MB` }),
  )

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]

/**
 * The kind by content first (an .xlsx is a zip; the old binary .xls an OLE file), then by name: a
 * browser's content type for CSV varies (text/csv, application/vnd.ms-excel, empty).
 */
export function fileKind(name: string, bytes: Uint8Array): CartFileKind | null {
  if (startsWith(bytes, ZIP)) return 'xlsx'
  if (startsWith(bytes, OLE)) return null
  const lower = name.toLowerCase()
  if (!/\.(csv|txt)$/.test(lower)) return null
  // Text has no NUL bytes; a PDF or image renamed to .csv does.
  return bytes.subarray(0, 4096).includes(0) ? null : 'csv'
}

export async function readCartFile(name: string, bytes: Uint8Array): Promise<CartFileResult> {
  if (bytes.byteLength === 0) return refuse('cartFiles.error.empty_file')
  if (bytes.byteLength > MAX_FILE_BYTES) return fileTooLarge()
  const kind = fileKind(name, bytes)
  if (!kind) return refuse('cartFiles.error.wrong_type')
  let sheet: Awaited<ReturnType<typeof xlsxSheet>>
  try {
    sheet = kind === 'xlsx' ? await xlsxSheet(bytes) : csvSheet(bytes)
  } catch {
    return refuse('cartFiles.error.unreadable')
  }
  const result = importRows(sheet)
  const count = result.rows.length + result.problems.length
  if (count === 0) return refuse('cartFiles.error.no_rows')
  if (count > MAX_FILE_ROWS) {
    return refuse('cartFiles.error.too_many_rows', t('cartFiles.error.too_many_rows', { max: MAX_FILE_ROWS }))
  }
  return { ok: true, kind, ...result }
}

/** Room for the multipart envelope and the other fields around the file itself. */
const ENVELOPE_BYTES = 64 * 1024

/** An upload route's `maxBytes`: a larger body is refused before it is read, with the file's own text. */
export const UPLOAD_LIMIT: { bytes: number; failure: Failure } = (() => {
  const tooLarge = fileTooLarge()
  return {
    bytes: MAX_FILE_BYTES + ENVELOPE_BYTES,
    failure: { kind: 'invalid', error: tooLarge.error, message: tooLarge.message },
  }
})()
