'use client'

import { TilePrice } from '@shop/blocks/SelectedProducts/TilePrice'
import { formatMoney } from '@shop/i18n/number'
import { useShopperVariants } from './shopper-variants-store'

/**
 * A content block's tile price (SelectedProducts) on a page rendered once for many logged-in shoppers:
 * the shopper's own net price, asked for with every other island of the page. Nothing where there is no
 * price to show (none, hidden, or on request), as the server's tile shows none.
 */
export function OwnTilePriceText({ articleNumber, perUnit }: { articleNumber: string; perUnit: string }) {
  const { variants, failure } = useShopperVariants([articleNumber])
  const own = variants[articleNumber]
  if (!own)
    return failure ? null : <span aria-hidden className="block h-6 w-24 animate-pulse rounded-brand bg-surface" />
  const price = own.price
  return price && !price.askForPrice ? <TilePrice priceText={formatMoney(price.netPrice)} perUnit={perUnit} /> : null
}
