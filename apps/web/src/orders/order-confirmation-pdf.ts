import 'server-only'
import { fileSafeOrderId, placedLineTotal, placedOrderTotals } from '@shop/commerce/orders/lines'
import { formatDate, formatDateTime, formatMoney, formatNumber, t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { type OrderView, orderAddress } from './order-view'

/**
 * The order confirmation ("Orderbekräftelse") as a PDF: the brand's company, the order header, the
 * delivery address, the lines and the totals with 25 % moms. pdf-lib's standard Helvetica needs no
 * font files and its WinAnsi encoding covers å, ä, ö and the no-break spaces of the Swedish
 * formatters; the few characters it lacks (the real minus sign) are mapped to their plain forms.
 * A viewer who may not see the customer's prices gets the document without price columns or totals.
 */

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const BOTTOM = 60
const INK = rgb(0.1, 0.15, 0.2)
const MUTED = rgb(0.36, 0.42, 0.48)
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

/** A cursor over pages: text is written downwards; a new page starts when the space runs out. */
class Writer {
  page: PDFPage
  y: number
  readonly pages: PDFPage[] = []
  private readonly clean: (text: string) => string

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (writer: Writer) => void,
  ) {
    this.clean = printable(fonts.regular)
    this.page = this.addPage()
    this.y = A4.height - MARGIN
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height])
    this.pages.push(page)
    return page
  }

  /** Room for `height` more points, or a new page (which repeats what `onNewPage` draws, e.g. table heads). */
  ensure(height: number) {
    if (this.y - height >= BOTTOM) return
    this.page = this.addPage()
    this.y = A4.height - MARGIN
    this.onNewPage(this)
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

  text(
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; align?: 'left' | 'right' } = {},
  ) {
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

  rule(y = this.y) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: RULE })
  }
}

const COLUMNS = {
  article: MARGIN,
  name: MARGIN + 72,
  nameWidth: 190,
  quantity: 360,
  unit: 368,
  price: 465,
  total: A4.width - MARGIN,
}

function tableHead(w: Writer, prices: boolean) {
  const head = { size: 8, bold: true, color: MUTED }
  w.text(t('orders.field.article_number'), COLUMNS.article, head)
  w.text(t('orders.field.article_name'), COLUMNS.name, head)
  w.text(t('orders.field.quantity'), COLUMNS.quantity, { ...head, align: 'right' })
  w.text(t('orders.field.unit'), COLUMNS.unit, head)
  if (prices) {
    w.text(t('orders.field.unit_price'), COLUMNS.price, { ...head, align: 'right' })
    w.text(t('orders.field.line_total'), COLUMNS.total, { ...head, align: 'right' })
  }
  w.rule(w.y - 4)
  w.y -= 16
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? t('orders.no_price') : formatMoney(amount)

/** Label and value pairs in two columns; empty values are left out. */
function facts(w: Writer, left: Array<[string, string]>, right: Array<[string, string]>) {
  const rows = Math.max(left.length, right.length)
  for (let i = 0; i < rows; i++) {
    w.ensure(14)
    for (const [column, pairs] of [
      [MARGIN, left],
      [A4.width / 2 + 10, right],
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

export async function orderConfirmationPdf(order: OrderView, brand: Brand): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const title = `${t('orders.pdf.title')} ${order.orderId}`
  doc.setTitle(title)
  doc.setAuthor(brand.companyName)
  doc.setCreator(brand.name)
  doc.setLanguage('sv-SE')
  doc.setSubject(title)
  doc.setCreationDate(new Date(order.placedAt))
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const prices = order.priceVisibility.prices
  let inTable = false
  const w = new Writer(doc, fonts, (writer) => {
    writer.text(`${brand.companyName} · ${title}`, MARGIN, { size: 8, color: MUTED })
    writer.y -= 24
    if (inTable) tableHead(writer, prices)
  })

  // Header: the company, the document's name and number.
  w.text(brand.companyName, MARGIN, { size: 16, bold: true })
  w.text(t('orders.pdf.title'), A4.width - MARGIN, { size: 18, bold: true, align: 'right' })
  w.y -= 20
  w.text(`${t('orders.field.order_id')} ${order.orderId}`, A4.width - MARGIN, { size: 10, align: 'right' })
  w.y -= 28

  const details = order.orderDetails
  const detail = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '')
  const customer = [order.customerNumber, order.customerName].filter(Boolean).join(' ')
  facts(
    w,
    filled([
      [t('orders.field.order_id'), order.orderId],
      [t('orders.field.placed_at'), formatDateTime(order.placedAt)],
      [t('orders.field.status'), order.statusLabel],
      [t('orders.field.delivery'), order.deliveryName],
      [
        t('orders.field.requested_date'),
        details.requestedDeliveryDate ? formatDate(details.requestedDeliveryDate) : null,
      ],
    ]),
    filled([
      [t('orders.field.customer'), customer],
      [t('orders.field.project'), order.projectName],
      [t('orders.field.buyer'), order.buyerName],
      [t('orders.field.reference'), detail('reference')],
      [t('orders.field.contact'), [detail('contactName'), detail('contactPhone')].filter(Boolean).join(', ')],
    ]),
  )

  // Delivery address (a snapshot taken at checkout) and the buyer's message.
  const address = orderAddress(order)
  w.y -= 8
  w.ensure(70)
  w.text(t('orders.field.delivery_address'), MARGIN, { size: 10, bold: true })
  w.y -= 14
  const addressLines = address
    ? [
        address.name,
        address.recipientName,
        address.address1,
        address.address2,
        address.address3,
        [address.postalCode, address.postalAddress].filter(Boolean).join(' '),
      ].filter(Boolean)
    : [t('orders.no_address')]
  for (const line of addressLines) {
    w.ensure(12)
    w.text(w.clip(line, 9, 300), MARGIN)
    w.y -= 12
  }
  if (detail('message')) {
    w.y -= 6
    w.ensure(26)
    w.text(t('orders.field.message'), MARGIN, { size: 10, bold: true })
    w.y -= 14
    w.text(w.clip(detail('message'), 9, A4.width - 2 * MARGIN), MARGIN)
    w.y -= 12
  }

  // Lines.
  w.y -= 14
  w.ensure(60)
  w.text(t('orders.pdf.lines'), MARGIN, { size: 10, bold: true })
  w.y -= 16
  tableHead(w, prices)
  inTable = true
  for (const item of order.orderItems) {
    const alloying = item.alloyingPrice ? item.alloyingPrice : 0
    w.ensure(alloying ? 26 : 14)
    w.text(w.clip(item.articleNumber, 9, COLUMNS.name - COLUMNS.article - 6), COLUMNS.article)
    w.text(w.clip(item.name, 9, COLUMNS.nameWidth), COLUMNS.name)
    w.text(formatNumber(item.quantity), COLUMNS.quantity, { align: 'right' })
    w.text(w.clip(item.unit, 9, 40), COLUMNS.unit)
    if (prices) {
      w.text(money(item.netPrice), COLUMNS.price, { align: 'right' })
      w.text(money(placedLineTotal(item)), COLUMNS.total, { align: 'right' })
    }
    if (alloying) {
      w.y -= 11
      w.text(`${t('orders.field.alloying')} ${formatMoney(alloying)}/${item.unit}`, COLUMNS.name, {
        size: 7.5,
        color: MUTED,
      })
    }
    w.y -= 14
  }
  inTable = false

  // Totals with 25 % moms.
  const totals = placedOrderTotals(order.totals, order.orderItems)
  w.ensure(60)
  w.rule(w.y + 6)
  w.y -= 10
  const totalRows: Array<[string, number | null, boolean]> = prices
    ? [
        [t('orders.totals.net'), totals?.net ?? null, false],
        [t('orders.totals.vat'), totals?.vat ?? null, false],
        [t('orders.totals.gross'), totals?.gross ?? null, true],
      ]
    : []
  for (const [label, amount, strong] of totalRows) {
    w.text(label, COLUMNS.price - 120, { size: strong ? 10 : 9, bold: strong })
    w.text(money(amount), COLUMNS.total, { size: strong ? 10 : 9, bold: strong, align: 'right' })
    w.y -= 15
  }
  w.y -= 12
  w.ensure(14)
  w.text(t('orders.pdf.thanks'), MARGIN, { size: 10 })

  // Footer on every page: company and page numbers.
  const pages = w.pages.length
  w.pages.forEach((page, i) => {
    w.page = page
    w.y = 30
    w.text(brand.companyName, MARGIN, { size: 7.5, color: MUTED })
    w.text(t('orders.pdf.page', { page: i + 1, pages }), A4.width - MARGIN, { size: 7.5, color: MUTED, align: 'right' })
  })
  return doc.save()
}

/** `orderbekraftelse-<id>.pdf` (ASCII, so every browser keeps the name). */
export const confirmationFileName = (orderId: string) => `orderbekraftelse-${fileSafeOrderId(orderId)}.pdf`
