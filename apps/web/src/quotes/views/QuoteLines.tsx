import { EMPTY_VALUE, formatMoney, formatNumber } from '@shop/i18n/format'
import type { QuoteCustomItemView, QuoteItemView, QuoteView } from '@shop/schemas'
import { ColumnHeader, cx } from '@shop/ui'
import type React from 'react'
import { t } from './texts'

/**
 * A quote's lines and totals: read-only on QuoteDetails (rendered on the server), editable in the
 * wizard's step 3, which hands in the editing controls. No 'use client' and no client imports, so the
 * read-only page ships none of the wizard (the custom pages share one route with every content page).
 */

/** The wizard's controls for one cell, by the field's path (quote-store.ts). */
export interface LineEditors {
  number: (path: string, label: string, decimals: boolean) => React.ReactNode
  text: (path: string, label: string) => React.ReactNode
  vatRate: (path: string, label: string) => React.ReactNode
  rot: (path: string, label: string) => React.ReactNode
  remove: (kind: 'items' | 'customItems', id: string, name: string) => React.ReactNode
}

const cell = 'px-3 py-2 align-top'
const numberCell = cx(cell, 'text-right tabular-nums whitespace-nowrap')
const money = (value: number | null) => (value === null ? EMPTY_VALUE : formatMoney(value))
const percent = (value: number) => formatNumber(value, { maxDecimals: 2 })

export function QuoteLines({ quote, edit }: { quote: QuoteView; edit?: LineEditors }) {
  const label = (field: string, name: string) => t('quotePage.line_field', { field, name })
  const items = quote.items
  const custom = quote.customItems
  if (items.length === 0 && custom.length === 0)
    return (
      <p className="rounded-brand bg-surface p-3" data-testid="quote-no-lines">
        {t('quotePage.no_lines')}
      </p>
    )
  // Under EJ_SE_PRISER a line is priced by the author's own price, not by a markup on a hidden price.
  const priceColumns = !quote.pricesHidden
  const ownPrices = quote.pricesHidden || items.some((item) => item.ownPrice !== null)
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        {t('quotePage.prices_ex_vat')}{' '}
        {quote.pricesHidden ? `${t('quotePage.prices_hidden')} ${t('quotePage.own_price_hint')}` : null}
      </p>
      {quote.missingPrices ? (
        <p
          className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 font-semibold"
          data-testid="quote-missing-prices"
        >
          {t('quotePage.missing_prices', { count: quote.missingPrices })}
        </p>
      ) : null}
      {items.length ? (
        <LinesTable
          testId="quote-items"
          caption={t('quotePage.lines_caption')}
          edit={Boolean(edit)}
          columns={[
            [t('quotePage.col.article')],
            [t('quotePage.col.quantity'), 'right'],
            [t('quotePage.col.unit')],
            ...(priceColumns ? [[t('quotePage.col.netPrice'), 'right'] as Column] : []),
            ...(priceColumns ? [[t('quotePage.col.markup'), 'right'] as Column] : []),
            ...(ownPrices ? [[t('quotePage.col.ownPrice'), 'right'] as Column] : []),
            [t('quotePage.col.salesDiscount'), 'right'],
            [t('quotePage.col.quoteSalesPrice'), 'right'],
            [t('quotePage.col.quoteNetPrice'), 'right'],
            [t('quotePage.col.lineTotal'), 'right'],
          ]}
        >
          {items.map((item) => (
            <ItemRow
              key={item.quoteItemId}
              item={item}
              edit={edit}
              label={label}
              priceColumns={priceColumns}
              ownPrices={ownPrices}
            />
          ))}
        </LinesTable>
      ) : null}
      {custom.length ? (
        <LinesTable
          testId="quote-custom-items"
          caption={t('quotePage.custom_heading')}
          edit={Boolean(edit)}
          columns={[
            [t('quotePage.custom.name')],
            [t('quotePage.col.quantity'), 'right'],
            [t('quotePage.col.unit')],
            [t('quotePage.custom.price'), 'right'],
            [t('quotePage.col.vatRate'), 'right'],
            [t('quotePage.col.rot')],
            [t('quotePage.col.lineTotal'), 'right'],
          ]}
        >
          {custom.map((line) => (
            <CustomRow key={line.quoteCustomItemId} line={line} edit={edit} label={label} />
          ))}
        </LinesTable>
      ) : null}
    </div>
  )
}

type Column = [label: string, align?: 'right']

/** One table of lines: its columns, and an unnamed one for the wizard's row actions. */
function LinesTable(props: {
  testId: string
  caption: string
  columns: Column[]
  edit: boolean
  children: React.ReactNode
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left" data-testid={props.testId}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b-2 border-text/20 text-sm">
            {props.columns.map(([label, align]) => (
              <ColumnHeader key={label} align={align}>
                {label}
              </ColumnHeader>
            ))}
            {props.edit ? (
              <ColumnHeader>
                <span className="sr-only">{t('quotePage.col.actions')}</span>
              </ColumnHeader>
            ) : null}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}

type Label = (field: string, name: string) => string

function ItemRow({
  item,
  edit,
  label,
  priceColumns,
  ownPrices,
}: {
  item: QuoteItemView
  edit?: LineEditors
  label: Label
  priceColumns: boolean
  ownPrices: boolean
}) {
  const path = (field: string) => `items.${item.quoteItemId}.${field}`
  const name = item.articleName || item.articleNumber
  // A markup counts only on a line without an own price.
  const markup =
    item.ownPrice !== null
      ? EMPTY_VALUE
      : edit
        ? edit.number(path('markup'), label(t('quotePage.col.markup'), name), true)
        : percent(item.markup)
  return (
    <tr className="border-b border-text/10" data-testid="quote-item" data-article={item.articleNumber}>
      <td className={cell}>
        <span className="block font-semibold">{name}</span>
        <span className="block text-sm text-muted">{item.articleNumber}</span>
      </td>
      <td className={numberCell}>
        {edit ? edit.number(path('quantity'), label(t('quotePage.col.quantity'), name), false) : item.quantity}
      </td>
      <td className={cell}>{item.unit}</td>
      {priceColumns ? <td className={numberCell}>{money(item.netPrice)}</td> : null}
      {priceColumns ? <td className={numberCell}>{markup}</td> : null}
      {ownPrices ? (
        <td className={numberCell}>
          {edit ? edit.number(path('ownPrice'), label(t('quotePage.col.ownPrice'), name), true) : money(item.ownPrice)}
        </td>
      ) : null}
      <td className={numberCell}>
        {edit
          ? edit.number(path('salesDiscount'), label(t('quotePage.col.salesDiscount'), name), true)
          : percent(item.salesDiscount)}
      </td>
      <td className={numberCell}>{money(item.quoteSalesPrice)}</td>
      <td className={numberCell}>{money(item.quoteNetPrice)}</td>
      <td className={cx(numberCell, 'font-semibold')}>{money(item.lineTotal)}</td>
      {edit ? <td className={cell}>{edit.remove('items', item.quoteItemId, name)}</td> : null}
    </tr>
  )
}

function CustomRow({ line, edit, label }: { line: QuoteCustomItemView; edit?: LineEditors; label: Label }) {
  const path = (field: string) => `customItems.${line.quoteCustomItemId}.${field}`
  const name = line.customItemName
  return (
    <tr className="border-b border-text/10" data-testid="quote-custom-item">
      <td className={cell}>
        {edit ? edit.text(path('customItemName'), label(t('quotePage.custom.name'), name)) : name}
      </td>
      <td className={numberCell}>
        {edit
          ? edit.number(path('quantity'), label(t('quotePage.col.quantity'), name), true)
          : formatNumber(line.quantity)}
      </td>
      <td className={cell}>{edit ? edit.text(path('unit'), label(t('quotePage.col.unit'), name)) : line.unit}</td>
      <td className={numberCell}>
        {edit ? edit.number(path('price'), label(t('quotePage.custom.price'), name), true) : money(line.price)}
      </td>
      <td className={numberCell}>
        {edit ? edit.vatRate(path('vatRate'), label(t('quotePage.col.vatRate'), name)) : line.vatRate}
      </td>
      <td className={cell}>
        {edit ? edit.rot(path('isRot'), label(t('quotePage.col.rot'), name)) : line.isRot ? t('quotePage.yes') : ''}
      </td>
      <td className={cx(numberCell, 'font-semibold')}>{money(line.lineTotal)}</td>
      {edit ? <td className={cell}>{edit.remove('customItems', line.quoteCustomItemId, name)}</td> : null}
    </tr>
  )
}

/** What the receiver pays, as the server computed it; ROT and "Att betala" for a private receiver. */
export function QuoteTotalsList({ quote }: { quote: QuoteView }) {
  const { totals } = quote
  const row = (term: string, value: number, strong = false) => (
    <div
      key={term}
      className={cx('flex justify-between gap-6', strong && 'border-t border-text/20 pt-2 text-lg font-bold')}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{formatMoney(value)}</dd>
    </div>
  )
  const isPrivate = quote.receiver.type === 'private'
  return (
    <section aria-labelledby="quote-totals" className="ml-auto w-full max-w-sm" data-testid="quote-totals">
      <h3 id="quote-totals" className="text-lg font-semibold">
        {t('quotePage.totals')}
      </h3>
      <dl className="mt-2 flex flex-col gap-1">
        {row(t('quotePage.total.net'), totals.net)}
        {totals.vatByRate.map((vat) => row(t('quotePage.total.vat', { rate: vat.rate }), vat.vat))}
        {row(t('quotePage.total.gross'), totals.gross, !isPrivate)}
        {isPrivate ? row(t('quotePage.total.rot'), -totals.rot) : null}
        {isPrivate ? row(t('quotePage.total.toPay'), totals.toPay, true) : null}
      </dl>
    </section>
  )
}
