import { formatMoney, formatNumber, t } from '@shop/i18n'
import type React from 'react'

/** One line as the summary and the confirmation show it; a null price is shown as "no price". */
export interface OrderLineRow {
  key: string
  name: string
  articleNumber: string
  label?: string | null
  quantity: number
  unit: string
  unitPrice: number | null
  lineTotal: number | null
}

const priceText = (amount: number | null) => (amount === null ? t('checkout.summary.no_price') : formatMoney(amount))

/**
 * The lines of an order or of an included delivery: article, quantity and, where the shopper may see
 * them, unit price and line total. `footer` goes into the table's tfoot.
 */
export function OrderLinesTable({
  caption,
  captionId,
  rows,
  prices,
  lineAttributes,
  footer,
}: {
  caption: string
  /** Names the table by its caption's id too (the summary's tiles do). */
  captionId?: string
  rows: OrderLineRow[]
  prices: boolean
  /** Test hooks of the summary: each row's data-article and the quantity cell's test id. */
  lineAttributes?: boolean
  footer?: React.ReactNode
}) {
  return (
    <table className="w-full text-left text-sm" aria-labelledby={captionId}>
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead className="border-b border-text/15 text-muted">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('checkout.summary.article')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {t('checkout.summary.quantity')}
          </th>
          {prices ? (
            <>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {t('checkout.summary.unit_price')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('checkout.summary.line_total')}
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className="border-b border-text/10 align-top"
            data-article={lineAttributes ? row.articleNumber : undefined}
          >
            <td className="py-3 pr-4">
              <span className="block font-semibold">{row.name}</span>
              <span className="block text-muted">
                {t('checkout.summary.article_number', { articleNumber: row.articleNumber })}
              </span>
              {row.label ? (
                <span className="block text-muted">{t('checkout.summary.label', { label: row.label })}</span>
              ) : null}
            </td>
            <td
              className="py-3 pr-4 text-right whitespace-nowrap"
              data-testid={lineAttributes ? 'summary-quantity' : undefined}
            >
              {formatNumber(row.quantity)} {row.unit}
            </td>
            {prices ? (
              <>
                <td className="py-3 pr-4 text-right whitespace-nowrap">{priceText(row.unitPrice)}</td>
                <td className="py-3 text-right whitespace-nowrap">{priceText(row.lineTotal)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  )
}
