import { describe, expect, it } from 'vitest'
import writeXlsxFile, { type SheetData } from 'write-excel-file/universal'
import { fileKind, MAX_FILE_BYTES, readCartFile } from './cart-file'
import { decodeText, detectDelimiter } from './csv-sheet'

const utf8 = (text: string) => new TextEncoder().encode(text)
const BOM = '\uFEFF'

async function xlsx(rows: SheetData) {
  const blob = await writeXlsxFile(rows).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}

describe('CSV files', () => {
  it('reads a Swedish Excel export: BOM, semicolons, header, decimal comma', async () => {
    const file = utf8(`${BOM}Artikelnummer;Antal;Märkning\r\n100001;2,0;Kök\r\n100002;5;\r\n`)
    const result = await readCartFile('order.csv', file)
    expect(result).toMatchObject({
      ok: true,
      kind: 'csv',
      rows: [
        { line: 2, identifier: '100001', quantity: 2, label: 'Kök' },
        { line: 3, identifier: '100002', quantity: 5, label: null },
      ],
      problems: [],
    })
  })

  it('reads comma-separated files without a header, quoted labels included', async () => {
    const result = await readCartFile('order.csv', utf8('100001,3,"Hus A, plan 2"\n100002,1\n'))
    expect(result.ok && result.rows).toEqual([
      { line: 1, identifier: '100001', quantity: 3, label: 'Hus A, plan 2' },
      { line: 2, identifier: '100002', quantity: 1, label: null },
    ])
  })

  it('reads Windows-1252 files from older Excel versions', async () => {
    const bytes = new Uint8Array([...utf8('100001;1;'), 0xe5, 0xe4, 0xf6])
    const result = await readCartFile('order.csv', bytes)
    expect(result.ok && result.rows[0]?.label).toBe('åäö')
  })

  it('reports bad rows next to the good ones', async () => {
    const result = await readCartFile('order.csv', utf8('100001;1\n100002;tre\n'))
    expect(result.ok && result.rows).toHaveLength(1)
    expect(result.ok && result.problems).toMatchObject([
      { line: 2, identifier: '100002', error: 'cartFiles.error.bad_quantity' },
    ])
  })

  it('picks the separator of the first line, trusting ; over decimal commas', () => {
    expect(detectDelimiter('\n100001;2,5\n')).toBe(';')
    expect(detectDelimiter('100001\t2')).toBe('\t')
    expect(detectDelimiter('100001,2')).toBe(',')
    expect(decodeText(utf8(`${BOM}a`))).toBe('a')
  })
})

describe('XLSX files', () => {
  it('reads the first sheet with numbers and text cells', async () => {
    const file = await xlsx([
      [{ value: 'Artikelnummer' }, { value: 'Antal' }, { value: 'Märkning' }],
      [
        { value: '100001', type: String },
        { value: 4, type: Number },
        { value: 'Kök', type: String },
      ],
      [{ value: 7312345678901, type: Number }, { value: 2, type: Number }, null],
      [{ value: '100003', type: String }, { value: 1.5, type: Number }, null],
    ])
    const result = await readCartFile('order.xlsx', file)
    expect(result).toMatchObject({
      ok: true,
      kind: 'xlsx',
      rows: [
        { line: 2, identifier: '100001', quantity: 4, label: 'Kök' },
        { line: 3, identifier: '7312345678901', quantity: 2, label: null },
      ],
      problems: [{ line: 4, identifier: '100003', error: 'cartFiles.error.bad_quantity' }],
    })
  })

  it('recognises a workbook by its content whatever its name', async () => {
    const file = await xlsx([
      [
        { value: '100001', type: String },
        { value: 1, type: Number },
      ],
    ])
    expect(fileKind('bestallning', file)).toBe('xlsx')
  })

  it('calls a broken workbook unreadable', async () => {
    const result = await readCartFile('order.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))
    expect(result).toMatchObject({ ok: false, error: 'cartFiles.error.unreadable' })
  })
})

describe('refused files', () => {
  it('refuses empty files and files without rows', async () => {
    expect(await readCartFile('order.csv', new Uint8Array())).toMatchObject({
      ok: false,
      error: 'cartFiles.error.empty_file',
    })
    expect(await readCartFile('order.csv', utf8(`${BOM}\r\n;;\r\n`))).toMatchObject({
      ok: false,
      error: 'cartFiles.error.no_rows',
    })
    expect(await readCartFile('order.csv', utf8('Artikelnummer;Antal\n'))).toMatchObject({
      ok: false,
      error: 'cartFiles.error.no_rows',
    })
  })

  it('refuses other file types with a Swedish message', async () => {
    const result = await readCartFile('order.pdf', utf8('%PDF-1.7'))
    expect(result).toEqual({
      ok: false,
      error: 'cartFiles.error.wrong_type',
      message: 'Filtypen stöds inte. Använd en CSV-fil eller en Excel-fil (.xlsx).',
    })
    expect(await readCartFile('order.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0]))).toMatchObject({
      error: 'cartFiles.error.wrong_type',
    })
    expect(await readCartFile('order.csv', new Uint8Array([0x31, 0, 0x3b, 0x31]))).toMatchObject({
      error: 'cartFiles.error.wrong_type',
    })
  })

  it('refuses files over the size limit and with too many rows', async () => {
    expect(await readCartFile('order.csv', new Uint8Array(MAX_FILE_BYTES + 1).fill(0x31))).toMatchObject({
      error: 'cartFiles.error.file_too_large',
      message: 'Filen är för stor. Den får vara högst 2 MB.',
    })
    const many = Array.from({ length: 1001 }, (_, i) => `${100000 + i};1`).join('\n')
    expect(await readCartFile('order.csv', utf8(many))).toMatchObject({ error: 'cartFiles.error.too_many_rows' })
  })
})
