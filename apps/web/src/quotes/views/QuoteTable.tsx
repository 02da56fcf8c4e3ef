import { mergeQuoteItems, type QuoteColumn, quoteColumns, shownPrice } from '@shop/commerce/quotes/quote-math'
import { formatMoney, formatNumber, type MessageKey, t } from '@shop/i18n'
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
        <Scroll>
          <table className={tableClass} data-testid="quote-items">
            <caption className={captionClass}>
              {t('quoteDocument.lines')} <span className="font-normal text-muted">({priceNote})</span>
            </caption>
            <thead>
              <tr className={headRowClass}>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column.kind)}>
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.quoteItemId} className={rowClass}>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column.kind)}>
                      {itemCell(item, column, money)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      ) : null}

      {quote.customItems.length > 0 ? (
        <Scroll>
          <table className={tableClass} data-testid="quote-custom-items">
            <caption className={captionClass}>
              {t('quoteDocument.custom_items')} <span className="font-normal text-muted">({priceNote})</span>
            </caption>
            <thead>
              <tr className={headRowClass}>
                {CUSTOM_COLUMNS.map(([label, kind]) => (
                  <th key={label} scope="col" className={cellClass(kind)}>
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </Scroll>
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
  if (column.kind === 'money') return money(value as number, QUOTE_PRODUCT_VAT_RATE)
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

/** A wide table scrolls on its own on a narrow screen; reachable by keyboard so it can be scrolled. */
function Scroll({ children }: { children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div className="overflow-x-auto" tabIndex={0}>
      {children}
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
] as const satisfies ReadonlyArray<readonly [MessageKey, QuoteColumn['kind']]>

const tableClass = 'w-full min-w-max text-sm'
const captionClass = 'mb-2 text-left text-lg font-semibold'
const headRowClass = 'border-b border-text/20'
const rowClass = 'border-b border-text/10'
const cellClass = (kind: QuoteColumn['kind']) =>
  cx('py-2 pr-4 last:pr-0', kind === 'text' ? 'text-left' : 'text-right tabular-nums')
