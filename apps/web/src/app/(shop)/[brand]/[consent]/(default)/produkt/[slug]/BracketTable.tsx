import type { BracketPrice } from '@shop/commerce'
import { formatMoney } from '@shop/i18n/number'
import { t } from '@/catalog/views/product-texts'

/** The article's quantity steps (spec section 2), rendered by the server or by a browser island alike. */
export function BracketTable({ brackets, unit }: { brackets: readonly BracketPrice[]; unit: string }) {
  if (brackets.length === 0) return null
  return (
    <table className="w-full max-w-sm text-sm">
      <caption className="text-left font-semibold">{t('product.brackets_heading')}</caption>
      <thead>
        <tr className="border-b border-text/15 text-left">
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t('product.brackets_from')}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t('product.brackets_price', { unit })}
          </th>
        </tr>
      </thead>
      <tbody>
        {brackets.map((bracket) => (
          <tr key={bracket.minQuantity} className="border-b border-text/10">
            <td className="py-1 pr-4">{t('product.brackets_min', { quantity: bracket.minQuantity, unit })}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(bracket.netPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
