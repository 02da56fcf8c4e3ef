import Papa from 'papaparse'
import type { Cell } from './import-rows'

/**
 * A CSV file's bytes as rows of text cells. Swedish Excel saves "CSV (semikolonavgränsad)" with ';'
 * (the comma is the decimal sign), sometimes with a UTF-8 BOM, and older versions in Windows-1252.
 */

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * The separator of the first non-blank line: ';' wins when present, since a ';' file's decimal
 * commas would fool a guess by field counts ('123;2,5' splits in two either way).
 */
export function detectDelimiter(textContent: string): ';' | '\t' | ',' {
  const first = textContent.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  if (first.includes(';')) return ';'
  if (first.includes('\t')) return '\t'
  return ','
}

export function csvSheet(bytes: Uint8Array): Cell[][] {
  const content = decodeText(bytes).replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(content, {
    delimiter: detectDelimiter(content),
    skipEmptyLines: 'greedy',
  })
  return parsed.data
}
