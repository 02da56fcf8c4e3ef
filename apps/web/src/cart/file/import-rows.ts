import { type MessageKey, t } from '@shop/i18n'
import { MAX_LINE_QUANTITY } from '@shop/schemas'

/**
 * From a sheet of cells (a CSV or the first sheet of a workbook) to order rows. Columns are article
 * number or EAN, quantity and an optional label; a header row may name them in another order (the
 * cart export does: Artikelnummer, Benämning, Antal, …), without one they are taken in that order.
 */

export type Cell = string | number | boolean | Date | null | undefined

/** One row that can be ordered. `line` is the row number as a spreadsheet program shows it. */
export interface ImportRow {
  line: number
  identifier: string
  quantity: number
  label: string | null
}

/** One row that cannot: the Swedish reason and its key, so the shopper can fix the file. */
export interface ImportProblem {
  line: number
  identifier: string
  error: MessageKey
  message: string
}

export interface ImportRows {
  rows: ImportRow[]
  problems: ImportProblem[]
}

export const MAX_IDENTIFIER_LENGTH = 40
export const MAX_LABEL_LENGTH = 60

const IDENTIFIER_HEADER =
  /^(artikel(nummer|nr)?|art\.?\s*-?nr\.?|ean(-?kod)?|gtin|varu(nummer|nr)|article( ?(number|no\.?))?|sku)$/
const QUANTITY_HEADER = /^(antal|kvantitet|quantity|qty|st)$/
const LABEL_HEADER = /^(märkning|markning|etikett|label|referens|anteckning|note)$/

interface Columns {
  identifier: number
  quantity: number
  label: number | null
}

const DEFAULT_COLUMNS: Columns = { identifier: 0, quantity: 1, label: 2 }

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  // Spreadsheets keep EANs as numbers; 13 digits are below 2^53, so String() keeps every digit.
  return String(cell)
    .replace(/\u00a0/g, ' ')
    .trim()
}

const headerWord = (cell: Cell) => text(cell).toLowerCase().replace(/[:*]$/, '').trim()

/** The columns a header row names, or null when the row is data (it names no identifier column). */
function headerColumns(row: readonly Cell[]): Columns | null {
  const words = row.map(headerWord)
  const identifier = words.findIndex((word) => IDENTIFIER_HEADER.test(word))
  const quantity = words.findIndex((word) => QUANTITY_HEADER.test(word))
  if (identifier < 0 && quantity < 0) return null
  const label = words.findIndex((word) => LABEL_HEADER.test(word))
  return {
    identifier: identifier >= 0 ? identifier : DEFAULT_COLUMNS.identifier,
    quantity: quantity >= 0 ? quantity : DEFAULT_COLUMNS.quantity,
    label: label >= 0 ? label : null,
  }
}

/**
 * A whole number of units. Swedish files write decimals with a comma and thousands with a space
 * ('1 200', '2,0'); a fraction is refused rather than rounded, since the shopper meant something.
 */
export function parseQuantity(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null
  const raw = text(cell).replace(/\s/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(raw)) return null
  const value = Number(raw)
  return Number.isInteger(value) ? value : null
}

const isBlank = (row: readonly Cell[]) => row.every((cell) => text(cell) === '')

function problem(line: number, identifier: string, error: MessageKey, message: string): ImportProblem {
  return { line, identifier, error, message }
}

function interpret(row: readonly Cell[], line: number, columns: Columns): ImportRow | ImportProblem {
  const identifier = text(row[columns.identifier]).replace(/\s/g, '')
  if (!identifier)
    return problem(line, '', 'cartFiles.error.missing_identifier', t('cartFiles.error.missing_identifier'))
  if (identifier.length > MAX_IDENTIFIER_LENGTH) {
    return problem(
      line,
      identifier.slice(0, MAX_IDENTIFIER_LENGTH),
      'cartFiles.error.identifier_too_long',
      t('cartFiles.error.identifier_too_long'),
    )
  }
  const rawQuantity = row[columns.quantity]
  const quantity = parseQuantity(rawQuantity)
  if (quantity === null || quantity < 1) {
    return problem(
      line,
      identifier,
      'cartFiles.error.bad_quantity',
      t('cartFiles.error.bad_quantity', { value: text(rawQuantity) }),
    )
  }
  if (quantity > MAX_LINE_QUANTITY) {
    return problem(
      line,
      identifier,
      'cartFiles.error.quantity_too_large',
      t('cartFiles.error.quantity_too_large', { max: MAX_LINE_QUANTITY }),
    )
  }
  const label = columns.label === null ? '' : text(row[columns.label])
  if (label.length > MAX_LABEL_LENGTH) {
    return problem(
      line,
      identifier,
      'cartFiles.error.label_too_long',
      t('cartFiles.error.label_too_long', { max: MAX_LABEL_LENGTH }),
    )
  }
  return { line, identifier, quantity, label: label || null }
}

/** Every non-blank row of `sheet` as an order row or a problem, in file order. */
export function importRows(sheet: readonly (readonly Cell[])[]): ImportRows {
  const rows: ImportRow[] = []
  const problems: ImportProblem[] = []
  let columns: Columns | null = null
  sheet.forEach((row, index) => {
    if (isBlank(row)) return
    if (columns === null) {
      // Only the first non-blank row may be a header.
      const named = headerColumns(row)
      columns = named ?? DEFAULT_COLUMNS
      if (named) return
    }
    const result = interpret(row, index + 1, columns)
    if ('error' in result) problems.push(result)
    else rows.push(result)
  })
  return { rows, problems }
}
