import 'server-only'
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib'

/**
 * What every PDF the shop writes shares (the order confirmation, the quote): A4 pages in pdf-lib's
 * standard Helvetica, a cursor that writes downwards and starts a new page with a running head when the
 * space runs out, tables whose head repeats on every page they reach, and a footer with page numbers.
 * The standard fonts need no font files; their WinAnsi encoding covers å, ä, ö and the no-break space
 * (U+00A0) of the Swedish formatters, and `printable` maps the few characters they lack (the narrow
 * no-break space some ICU versions emit, the real minus sign) to forms that encode and extract cleanly.
 */

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 40
export const RIGHT = A4.width - MARGIN
const BOTTOM = 60
export const INK = rgb(0.1, 0.15, 0.2)
export const MUTED = rgb(0.36, 0.42, 0.48)
const RULE = rgb(0.8, 0.83, 0.86)

/** Lines of text the font cannot draw would make pdf-lib throw; map or replace those characters. */
function printable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  return (text) =>
    Array.from(
      text
        .replace(/\u2212/g, '-')
        .replace(/[\u202f\u2009]/g, ' ')
        .replace(/[\r\n\t]+/g, ' '),
    )
      .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('')
}

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

export interface TextOptions {
  size?: number
  bold?: boolean
  color?: RGB
  align?: 'left' | 'right'
}

export interface DocumentInfo {
  title: string
  author: string
  creator: string
  createdAt: Date
  /** Written at the top of every page after the first. */
  runningHead: string
}

/** A cursor over pages: text is written downwards; a new page starts when the space runs out. */
export class Writer {
  page: PDFPage
  y: number
  readonly pages: PDFPage[] = []
  /** What a new page repeats below the running head, e.g. the head of the table being written. */
  repeat: (() => void) | null = null
  private readonly clean: (text: string) => string

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningHead: string,
  ) {
    this.clean = printable(fonts.regular)
    this.page = this.addPage()
    this.y = A4.height - MARGIN
  }

  /** A new A4 document with Swedish metadata, positioned at the top of its first page. */
  static async create(info: DocumentInfo): Promise<Writer> {
    const doc = await PDFDocument.create()
    doc.setTitle(info.title)
    doc.setAuthor(info.author)
    doc.setCreator(info.creator)
    doc.setLanguage('sv-SE')
    doc.setSubject(info.title)
    doc.setCreationDate(info.createdAt)
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    }
    return new Writer(doc, fonts, info.runningHead)
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height])
    this.pages.push(page)
    return page
  }

  /** Room for `height` more points, or a new page with the running head and what `repeat` draws. */
  ensure(height: number) {
    if (this.y - height >= BOTTOM) return
    this.page = this.addPage()
    this.y = A4.height - MARGIN
    this.text(this.runningHead, MARGIN, { size: 8, color: MUTED })
    this.y -= 24
    this.repeat?.()
  }

  width(text: string, size: number, bold = false) {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(this.clean(text), size)
  }

  /** Shortens `text` with an ellipsis to fit `max` points. */
  clip(text: string, size: number, max: number, bold = false): string {
    const clean = this.clean(text)
    if (this.width(clean, size, bold) <= max) return clean
    let cut = clean
    while (cut.length > 1 && this.width(`${cut}…`, size, bold) > max) cut = cut.slice(0, -1)
    return `${cut}…`
  }

  /** `text` broken into lines of at most `max` points, at spaces and at its own line breaks. */
  wrap(text: string, size: number, max: number, bold = false): string[] {
    return text
      .split(/\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .flatMap((paragraph) => {
        const lines: string[] = []
        let line = ''
        for (const word of paragraph.split(/\s+/)) {
          const next = line ? `${line} ${word}` : word
          if (line && this.width(next, size, bold) > max) {
            lines.push(line)
            line = word
          } else line = next
        }
        // A single word wider than the line (a long URL) is clipped rather than run off the page.
        return [...lines, line].map((part) => this.clip(part, size, max, bold))
      })
  }

  text(text: string, x: number, options: TextOptions = {}) {
    const size = options.size ?? 9
    const clean = this.clean(text)
    const left = options.align === 'right' ? x - this.width(clean, size, options.bold) : x
    this.page.drawText(clean, {
      x: left,
      y: this.y,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    })
  }

  /** Wrapped lines of `text` from `x`, `leading` points apart, each on a page with room for it. */
  paragraph(text: string, x: number, max: number, options: TextOptions & { leading?: number } = {}) {
    const leading = options.leading ?? 12
    for (const line of this.wrap(text, options.size ?? 9, max, options.bold)) {
      this.ensure(leading)
      this.text(line, x, options)
      this.y -= leading
    }
  }

  rule(y = this.y) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.6, color: RULE })
  }

  /** Writes the footer (`left` and the page number) on every page and answers the document's bytes. */
  async save(left: string, pageLabel: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.pages.length
    this.pages.forEach((page, i) => {
      this.page = page
      this.y = 30
      this.text(left, MARGIN, { size: 7.5, color: MUTED })
      this.text(pageLabel(i + 1, pages), RIGHT, { size: 7.5, color: MUTED, align: 'right' })
    })
    return this.doc.save()
  }
}

export interface TableColumn {
  label: string
  /** The left edge of a left-aligned column, the right edge of a right-aligned one. */
  x: number
  align?: 'left' | 'right'
  /** Longer cells are clipped with an ellipsis. */
  width?: number
}

export interface TableRow {
  cells: ReadonlyArray<string>
  /** A smaller second line under the cell of column `column` (e.g. a surcharge). */
  note?: { text: string; column: number }
}

/**
 * Columns side by side from the left margin to the right: `width` points each, the columns without a
 * width sharing what is left; a little space between neighbours, none at the outer edges.
 */
export function layoutColumns(
  columns: ReadonlyArray<{ label: string; align?: 'left' | 'right'; width?: number }>,
): TableColumn[] {
  const PAD = 4
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0)
  const flexible = columns.filter((column) => column.width === undefined).length
  const share = flexible ? (RIGHT - MARGIN - fixed) / flexible : 0
  let left = MARGIN
  return columns.map((column, i) => {
    const width = column.width ?? share
    const start = i === 0 ? left : left + PAD
    const end = i === columns.length - 1 ? left + width : left + width - PAD
    left += width
    return {
      label: column.label,
      align: column.align,
      x: column.align === 'right' ? end : start,
      width: end - start,
    }
  })
}

function tableHead(w: Writer, columns: readonly TableColumn[]) {
  const head = { size: 8, bold: true, color: MUTED }
  for (const column of columns) w.text(column.label, column.x, { ...head, align: column.align })
  w.rule(w.y - 4)
  w.y -= 16
}

/** A table whose head is written again at the top of every page its rows run onto. */
export function table(w: Writer, columns: readonly TableColumn[], rows: Iterable<TableRow>) {
  tableHead(w, columns)
  w.repeat = () => tableHead(w, columns)
  for (const row of rows) {
    w.ensure(row.note ? 26 : 14)
    row.cells.forEach((cell, i) => {
      const column = columns[i]
      if (!column || !cell) return
      w.text(column.width ? w.clip(cell, 9, column.width) : cell, column.x, { align: column.align })
    })
    if (row.note) {
      w.y -= 11
      w.text(row.note.text, columns[row.note.column]?.x ?? MARGIN, { size: 7.5, color: MUTED })
    }
    w.y -= 14
  }
  w.repeat = null
}

/** Label and value pairs in two columns; empty values are left out. */
export function facts(
  w: Writer,
  left: Array<[string, string | null | undefined]>,
  right: Array<[string, string | null | undefined]>,
) {
  const [l, r] = [filled(left), filled(right)]
  const rows = Math.max(l.length, r.length)
  for (let i = 0; i < rows; i++) {
    w.ensure(14)
    for (const [column, pairs] of [
      [MARGIN, l],
      [A4.width / 2 + 10, r],
    ] as const) {
      const pair = pairs[i]
      if (!pair) continue
      w.text(pair[0], column, { size: 8, color: MUTED })
      w.text(w.clip(pair[1], 9, A4.width / 2 - 140), column + 110, { size: 9 })
    }
    w.y -= 14
  }
}

const filled = (pairs: Array<[string, string | null | undefined]>): Array<[string, string]> =>
  pairs.filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()))
