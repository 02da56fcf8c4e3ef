import { readSheet } from 'read-excel-file/universal'
import type { Cell } from './import-rows'

/** The first sheet of an .xlsx workbook as rows of cells (numbers stay numbers, empty cells null). */
export async function xlsxSheet(bytes: Uint8Array): Promise<Cell[][]> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  const rows = await readSheet(buffer, 1)
  return rows as Cell[][]
}
