import { mergeQuoteItems, type QuoteColumn, quoteColumns, shownPrice } from '@shop/commerce/quotes/quote-math'
import { EMPTY_VALUE, formatMoney, formatNumber, type MessageKey, t } from '@shop/i18n'
import { QUOTE_PRODUCT_VAT_RATE } from '@shop/schemas/constants'
import type { QuoteItemView, QuoteView } from '@shop/schemas/quotes'
import { cx } from '@shop/ui'

/**
 * A quote's lines, custom lines and totals as the receiver reads them, read-only (a server component).
 * Columns, merged lines and shown amounts come from the quote arithmetic (packages/commerce
 * quotes/quote-math.ts) that the PDF uses too, so the page and the PDF agree figure for figure.
 */
export function QuoteTable({ quote }: { quote: QuoteView }) {
  const items = quote.mergeArticles ? mergeQuoteItems(quote.items) : quote.items
  const columns = quoteColumns(quote.showDiscounts)
  const money = (amountExVat: number, vatRate: number) => formatMoney(shownPrice(amountExVat, vatRate, quote.priceType))
  const priceNote = t(quote.priceType === 'gross' ? 'quoteDocument.prices.gross' : 'quoteDocument.prices.net')
  const hasRot = quote.customItems.some((item) => item.isRot) && quote.receiver.type === 'private'

  if (items.length === 0 && quote.customItems.length === 0) return <p>{t('quoteAnswer.no_lines')}</p>

  return (
    <div className="space-y-6">
      {items.length > 0 ? (
        <LinesTable
          testId="quote-items"
          caption={t('quoteDocument.lines')}
          priceNote={priceNote}
          head={columns.map((column) => [column.label, column.kind] as const)}
        >
          {items.map((item) => (
            <tr key={item.quoteItemId} className={rowClass}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column.kind)}>
                  {itemCell(item, column, money)}
                </td>
              ))}
            </tr>
          ))}
        </LinesTable>
      ) : null}

      {quote.customItems.length > 0 ? (
        <LinesTable
          testId="quote-custom-items"
          caption={t('quoteDocument.custom_items')}
          priceNote={priceNote}
          head={CUSTOM_COLUMNS}
        >
          {quote.customItems.map((item) => (
            <tr key={item.quoteCustomItemId} className={rowClass}>
              <td className={cellClass('text')}>
                {item.customItemName}
                {item.isRot ? (
                  <span className="ml-2 rounded-brand bg-surface px-1.5 py-0.5 text-xs font-semibold">
                    {t('quoteAnswer.rot_mark')}
                  </span>
                ) : null}
              </td>
              <td className={cellClass('quantity')}>{formatNumber(item.quantity, { maxDecimals: 2 })}</td>
              <td className={cellClass('text')}>{item.unit}</td>
              <td className={cellClass('money')}>{money(item.price, item.vatRate)}</td>
              <td className={cellClass('percent')}>{formatNumber(item.vatRate)} %</td>
              <td className={cellClass('money')}>{money(item.lineTotal, item.vatRate)}</td>
            </tr>
          ))}
        </LinesTable>
      ) : null}
      {hasRot ? <p className="text-sm text-muted">{t('quoteAnswer.rot_note')}</p> : null}

      <table className="ml-auto w-full max-w-sm text-sm" data-testid="quote-totals">
        <tbody>
          <TotalRow label={t('quoteDocument.totals.net')} amount={quote.totals.net} />
          {quote.totals.vatByRate.map((row) => (
            <TotalRow key={row.rate} label={t('quoteDocument.totals.vat', { rate: row.rate })} amount={row.vat} />
          ))}
          <TotalRow label={t('quoteDocument.totals.gross')} amount={quote.totals.gross} />
          {quote.totals.rot > 0 ? <TotalRow label={t('quoteDocument.totals.rot')} amount={-quote.totals.rot} /> : null}
          <TotalRow label={t('quoteDocument.totals.to_pay')} amount={quote.totals.toPay} strong />
        </tbody>
      </table>
    </div>
  )
}

function itemCell(
  item: QuoteItemView,
  column: QuoteColumn,
  money: (amountExVat: number, vatRate: number) => string,
): string {
  const value = item[column.key]
  if (column.kind === 'money') return value === null ? EMPTY_VALUE : money(value as number, QUOTE_PRODUCT_VAT_RATE)
  if (column.kind === 'percent') return `${formatNumber(value as number, { maxDecimals: 2 })} %`
  if (column.kind === 'quantity') return formatNumber(value as number, { maxDecimals: 3 })
  return String(value)
}

function TotalRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={cx('border-b border-text/10', strong && 'text-base font-bold')}>
      <th scope="row" className="py-1 pr-4 text-left font-[inherit]">
        {label}
      </th>
      <td className="py-1 text-right tabular-nums">{formatMoney(amount)}</td>
    </tr>
  )
}

type Head = ReadonlyArray<readonly [MessageKey, QuoteColumn['kind']]>

/**
 * One table of lines: its caption with the price type, its column heads, its rows. A wide table scrolls
 * on its own on a narrow screen, reachable by keyboard so it can be scrolled.
 */
function LinesTable(props: {
  testId: string
  caption: string
  priceNote: string
  head: Head
  children: React.ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-max text-sm" data-testid={props.testId}>
        <caption className="mb-2 text-left text-lg font-semibold">
          {props.caption} <span className="font-normal text-muted">({props.priceNote})</span>
        </caption>
        <thead>
          <tr className="border-b border-text/20">
            {props.head.map(([label, kind]) => (
              <th key={label} scope="col" className={cellClass(kind)}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}

/** The custom lines' columns (their own: name, VAT rate and ROT instead of an article's). */
const CUSTOM_COLUMNS = [
  ['quoteDocument.column.customItemName', 'text'],
  ['quoteDocument.column.quantity', 'quantity'],
  ['quoteDocument.column.unit', 'text'],
  ['quoteDocument.column.price', 'money'],
  ['quoteDocument.column.vatRate', 'percent'],
  ['quoteDocument.column.lineTotal', 'money'],
] as const satisfies Head

const rowClass = 'border-b border-text/10'
const cellClass = (kind: QuoteColumn['kind']) =>
  cx('py-2 pr-4 last:pr-0', kind === 'text' ? 'text-left' : 'text-right tabular-nums')
