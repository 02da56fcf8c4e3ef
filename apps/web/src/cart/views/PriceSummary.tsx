import { formatMoney } from '@shop/i18n/format'
import type { MoneyTotals } from '@shop/schemas'
import { cx } from '@shop/ui'
import { t } from './texts'

/** Net, 25 % VAT and the total of the included deliveries; nothing where prices are hidden. */
export function PriceSummary({ totals, className }: { totals: MoneyTotals | null; className?: string }) {
  if (!totals) return null
  const rows = [
    { label: t('cart.summary_net'), value: totals.net, id: 'net' },
    { label: t('cart.summary_vat'), value: totals.vat, id: 'vat' },
  ]
  return (
    <dl className={cx('space-y-1 text-sm', className)} data-testid="cart-summary">
      {rows.map((row) => (
        <div key={row.id} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{formatMoney(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-text/15 pt-2 text-base font-bold">
        <dt>{t('cart.summary_total')}</dt>
        <dd className="tabular-nums" data-testid="cart-summary-total">
          {formatMoney(totals.gross)}
        </dd>
      </div>
    </dl>
  )
}
