import { formatNumber } from '@shop/i18n/number'
import { cx, focusRing } from '@shop/ui'
import type { ProductStock, StockRow } from '@/catalog/stock-rows'
import { t } from '@/catalog/views/product-texts'
import { StockSignal } from '@/catalog/views/StockSignal'

const quantityText = (row: StockRow, unit: string) =>
  row.quantity < 0 ? '–' : t('product.stock_quantity_value', { quantity: formatNumber(row.quantity), unit })

/**
 * Stock at the shopper's store and the central warehouse, and every store's in a disclosure: rendered by
 * the server, or by a browser island once it knows the shopper's store (catalog/stock-rows.ts).
 */
export function StockSection({ stock, unit }: { stock: ProductStock; unit: string }) {
  const { myStore, central, all } = stock
  return (
    <section aria-labelledby="product-stock" className="space-y-2" data-testid="product-stock">
      <h2 id="product-stock" className="text-lg font-semibold">
        {t('product.stock_heading')}
      </h2>
      <ul className="space-y-1" data-testid="stock-summary">
        {[
          { row: myStore, label: t('product.my_store', { store: myStore.name }) },
          { row: central, label: t('product.central_warehouse') },
        ].map(({ row, label }) => (
          <li key={row.locationId} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <StockSignal stock={row} label={label} />
            {row.quantity < 0 ? null : (
              <span className="text-sm tabular-nums text-muted">{quantityText(row, unit)}</span>
            )}
          </li>
        ))}
      </ul>
      <details className="group print:hidden">
        <summary className={cx('cursor-pointer text-sm font-semibold text-primary', focusRing)}>
          {t('product.stock_all_stores')}
        </summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-text/15 text-left">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('product.stock_store')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('product.stock_quantity')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('product.stock_status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {all.map((row) => (
              <tr key={row.locationId} className={cx('border-b border-text/10', row.isMyStore && 'font-semibold')}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.isCentral ? t('product.central_warehouse') : row.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{quantityText(row, unit)}</td>
                <td className="py-1">
                  <StockSignal stock={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
