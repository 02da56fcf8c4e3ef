import 'server-only'
import { mergeQuoteItems, type QuoteColumn, quoteColumns, shownPrice } from '@shop/commerce/quotes/quote-math'
import { EMPTY_VALUE, formatDate, formatMoney, formatNumber, t } from '@shop/i18n'
import type { QuoteItemView, QuoteView } from '@shop/schemas'
import { QUOTE_PRODUCT_VAT_RATE } from '@shop/schemas/constants'
import type { Brand } from '@shop/tenants'
import { A4, facts, layoutColumns, MARGIN, MUTED, RIGHT, table, Writer } from '../documents/pdf'

/**
 * The quote as its receiver gets it (issue 14): the sender with organisation number, the receiver,
 * the validity, the articles (merged when mergeArticles is on, with the discount columns when
 * showDiscounts is) and the builder's own lines, VAT per rate, ROT for a private receiver, the totals,
 * the final message and the attachments by name. Prices are printed in the quote's price type; the
 * totals are the quote's own (QuoteView.totals, counted by quoteTotals), never counted again here.
 */

/** Widths of the article table's columns; the name takes what is left. */
const WIDTHS: Record<QuoteColumn['key'], number | undefined> = {
  articleNumber: 58,
  articleName: undefined,
  quantity: 40,
  unit: 34,
  quoteSalesPrice: 68,
  salesDiscount: 42,
  quoteNetPrice: 68,
  lineTotal: 74,
}

const percent = (value: number) => `${formatNumber(value)} %`

function itemCell(item: QuoteItemView, column: QuoteColumn, priceType: QuoteView['priceType']): string {
  const value = item[column.key]
  // The receiver's quote has every line priced (sendQuote, quotePdf); never a 0 for a price not there.
  if (column.kind === 'money')
    return value === null ? EMPTY_VALUE : formatMoney(shownPrice(Number(value), QUOTE_PRODUCT_VAT_RATE, priceType))
  if (column.kind === 'percent') return percent(Number(value))
  if (column.kind === 'quantity') return formatNumber(Number(value))
  return String(value ?? '')
}

function articles(w: Writer, quote: QuoteView) {
  const columns = quoteColumns(quote.showDiscounts)
  const items = quote.mergeArticles ? mergeQuoteItems(quote.items) : quote.items
  table(
    w,
    layoutColumns(
      columns.map((column) => ({
        label: t(column.label),
        width: WIDTHS[column.key],
        align: column.kind === 'text' ? 'left' : 'right',
      })),
    ),
    items.map((item) => ({ cells: columns.map((column) => itemCell(item, column, quote.priceType)) })),
  )
}

function customItems(w: Writer, quote: QuoteView) {
  const price = (amount: number, vatRate: number) => formatMoney(shownPrice(amount, vatRate, quote.priceType))
  table(
    w,
    layoutColumns([
      { label: t('quoteDocument.column.customItemName') },
      // The ROT marker needs no heading of its own: the cell says it.
      { label: '', width: 34 },
      { label: t('quoteDocument.column.quantity'), width: 40, align: 'right' },
      { label: t('quoteDocument.column.unit'), width: 34 },
      { label: t('quoteDocument.column.vatRate'), width: 42, align: 'right' },
      { label: t('quoteDocument.column.price'), width: 68, align: 'right' },
      { label: t('quoteDocument.column.lineTotal'), width: 74, align: 'right' },
    ]),
    quote.customItems.map((item) => ({
      cells: [
        item.customItemName,
        item.isRot ? t('quoteDocument.rot') : '',
        formatNumber(item.quantity),
        item.unit,
        percent(item.vatRate),
        price(item.price, item.vatRate),
        price(item.lineTotal, item.vatRate),
      ],
    })),
  )
}

/** A section's heading, with the price type's note at the right where prices follow. */
function heading(w: Writer, text: string, note?: string) {
  w.y -= 14
  w.ensure(60)
  w.text(text, MARGIN, { size: 10, bold: true })
  if (note) w.text(note, RIGHT, { size: 8, color: MUTED, align: 'right' })
  w.y -= 16
}

interface PartyLine {
  text: string
  bold?: boolean
  muted?: boolean
}

/** The sender and the receiver side by side, each a heading over its lines. */
function parties(w: Writer, columns: Array<{ title: string; lines: PartyLine[] }>) {
  const width = A4.width / 2 - MARGIN - 10
  const wrapped = columns.map((column) =>
    column.lines.flatMap((line) => w.wrap(line.text, 9, width, line.bold).map((text) => ({ ...line, text }))),
  )
  w.ensure(40)
  columns.forEach((column, i) => {
    w.text(column.title, MARGIN + i * (A4.width / 2 - 30), { size: 10, bold: true })
  })
  w.y -= 14
  const rows = Math.max(...wrapped.map((lines) => lines.length))
  for (let row = 0; row < rows; row++) {
    w.ensure(12)
    wrapped.forEach((lines, i) => {
      const line = lines[row]
      if (line)
        w.text(line.text, MARGIN + i * (A4.width / 2 - 30), { bold: line.bold, color: line.muted ? MUTED : undefined })
    })
    w.y -= 12
  }
}

const labelled = (key: Parameters<typeof t>[0], value: string): PartyLine[] =>
  value.trim() ? [{ text: `${t(key)}: ${value.trim()}` }] : []
const addressLines = (address: string): PartyLine[] => address.split(/\r?\n/).map((text) => ({ text }))

/** A line of the totals: its label, the amount, and whether it is the one the receiver pays. */
type TotalRow = [label: string, amount: number, strong: boolean]

function totals(w: Writer, quote: QuoteView) {
  const { net, vatByRate, gross, rot, toPay } = quote.totals
  // ROT is a deduction for private persons only; a company's quote ends at the gross.
  const withRot = quote.receiver.type === 'private' && rot > 0
  const rotRows: TotalRow[] = [
    [t('quoteDocument.totals.rot'), -rot, false],
    [t('quoteDocument.totals.to_pay'), toPay, true],
  ]
  const rows: TotalRow[] = [
    [t('quoteDocument.totals.net'), net, false],
    ...vatByRate.map(
      ({ rate, vat }): TotalRow => [t('quoteDocument.totals.vat', { rate: formatNumber(rate) }), vat, false],
    ),
    [t('quoteDocument.totals.gross'), gross, !withRot],
    ...(withRot ? rotRows : []),
  ]
  w.y -= 6
  w.ensure(15 * rows.length + 10)
  w.rule(w.y + 6)
  w.y -= 10
  for (const [label, amount, strong] of rows) {
    const size = strong ? 10 : 9
    w.text(label, RIGHT - 240, { size, bold: strong })
    w.text(formatMoney(amount), RIGHT, { size, bold: strong, align: 'right' })
    w.y -= 15
  }
}

export async function renderQuotePdf(quote: QuoteView, brand: Brand): Promise<Uint8Array> {
  const title = `${t('quoteDocument.title')} ${quote.quoteId}`
  const senderName = quote.sender.name.trim()
  const w = await Writer.create({
    title,
    author: senderName || brand.companyName,
    creator: brand.name,
    createdAt: new Date(quote.updatedAt),
    runningHead: [senderName, title].filter(Boolean).join(' · '),
  })

  // Header: the sender (the builder, not the merchant), the document's name and number.
  w.text(w.clip(senderName, 16, A4.width / 2, true), MARGIN, { size: 16, bold: true })
  w.text(t('quoteDocument.title'), RIGHT, { size: 18, bold: true, align: 'right' })
  w.y -= 20
  w.text(`${t('quoteDocument.quote_id')} ${quote.quoteId}`, RIGHT, { size: 10, align: 'right' })
  w.y -= 28
  facts(
    w,
    [
      [t('quoteDocument.date'), formatDate(quote.validFrom)],
      [t('quoteDocument.valid_until'), formatDate(quote.validUntil)],
    ],
    [],
  )
  w.y -= 8

  const { sender, receiver } = quote
  parties(w, [
    {
      title: t('quoteDocument.sender'),
      lines: [
        { text: sender.name, bold: true },
        ...labelled('quoteDocument.organization_number', sender.organizationNumber),
        ...labelled('quoteDocument.reference', sender.reference),
        ...addressLines(sender.address),
      ],
    },
    {
      title: t('quoteDocument.receiver'),
      lines: [
        { text: t(`quoteDocument.receiver_type.${receiver.type}`), muted: true },
        { text: receiver.name, bold: true },
        ...labelled('quoteDocument.contact_person', receiver.contactPerson),
        ...labelled('quoteDocument.receiver_label', receiver.label),
        ...addressLines(receiver.address),
      ],
    },
  ])

  const priceNote = t(`quoteDocument.prices.${quote.priceType}`)
  if (quote.items.length) {
    heading(w, t('quoteDocument.lines'), priceNote)
    articles(w, quote)
  }
  if (quote.customItems.length) {
    heading(w, t('quoteDocument.custom_items'), priceNote)
    customItems(w, quote)
  }
  totals(w, quote)

  if (quote.finalMessage.trim()) {
    heading(w, t('quoteDocument.message'))
    w.paragraph(quote.finalMessage, MARGIN, RIGHT - MARGIN)
  }
  if (quote.attachments.length) {
    heading(w, t('quoteDocument.attachments'))
    for (const attachment of quote.attachments) w.paragraph(`• ${attachment.filename}`, MARGIN, RIGHT - MARGIN)
  }

  return w.save(senderName || brand.companyName, (page, pages) =>
    [title, t('quoteDocument.page', { page, pages })].join(' · '),
  )
}
