'use client'

import type { TrackedVariant } from '@shop/commerce/tracking/ecommerce'
import { Button, cx } from '@shop/ui'
import { useEffect, useMemo } from 'react'
import { useSessionView } from '@/accounts/views/session-store'
import { productStock, type StockRow } from '@/catalog/stock-rows'
import { PriceView } from '@/catalog/views/PriceView'
import { StockSignal } from '@/catalog/views/StockSignal'
import { retryShopperVariants, useShopperVariants } from '@/catalog/views/shopper-variants-store'
import { FormMessage } from '@/forms/FormMessage'
import { AddToCart, type AddToCartProps } from './AddToCart'
import { askForPriceHref } from './ask-for-price'
import { BracketTable } from './BracketTable'
import { StockSection } from './StockSection'
import { t } from './texts'

/**
 * The product page's own parts on the member page (browser-parts.tsx): each asks for its articles with
 * every other island of the page (one POST /api/product/variants), and holds its place until they come.
 */

function Pending({ className }: { className?: string }) {
  return <span aria-hidden className={cx('block animate-pulse rounded-brand bg-surface', className)} />
}

/** view_item with the shopper's price, once it is known (or known to be missing); sent once. */
export function OwnViewTracking({ articleNumber, tracked }: { articleNumber: string; tracked: TrackedVariant }) {
  const { variants, failure } = useShopperVariants([articleNumber])
  const own = variants[articleNumber]
  const ready = own !== undefined || failure !== null
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the price is first settled
  useEffect(() => {
    if (!ready) return
    import('@/tracking/product-view').then(
      ({ sendProductView }) => sendProductView({ ...tracked, price: own?.price ?? null }),
      () => {},
    )
  }, [ready])
  return null
}

export function OwnPrice({
  variant,
  storeEmails,
  className,
}: {
  variant: { articleNumber: string; name: string }
  storeEmails: Readonly<Record<string, string>>
  className?: string
}) {
  const { variants, storeId, failure } = useShopperVariants([variant.articleNumber])
  const own = variants[variant.articleNumber]
  if (own) {
    const email = storeId ? storeEmails[storeId] : undefined
    return (
      <PriceView
        price={own.price}
        size="detail"
        askForPriceHref={askForPriceHref(variant, email)}
        className={className}
      />
    )
  }
  if (failure) {
    return (
      <div className={cx('flex flex-col items-start gap-3', className)}>
        <FormMessage kind="error">{t('product.own_failed', { reason: failure })}</FormMessage>
        <Button type="button" intent="secondary" onClick={retryShopperVariants}>
          {t('common.try_again')}
        </Button>
      </div>
    )
  }
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {t('product.own_loading')}
      </p>
      <Pending className="h-16 w-48" />
    </div>
  )
}

export function OwnBrackets({ articleNumber, unit }: { articleNumber: string; unit: string }) {
  const own = useShopperVariants([articleNumber]).variants[articleNumber]
  return own ? <BracketTable brackets={own.brackets} unit={unit} /> : null
}

/** The stock section, once the shopper's store is known: the rows are the page's, alike for everyone. */
export function OwnStock({ articleNumber, rows, unit }: { articleNumber: string; rows: StockRow[]; unit: string }) {
  const { storeId, failure } = useShopperVariants([articleNumber])
  const stock = useMemo(() => (storeId ? productStock(rows, storeId) : null), [rows, storeId])
  if (stock) return <StockSection stock={stock} unit={unit} />
  return failure ? null : <Pending className="h-24" />
}

/** Add to cart with the delivery methods the session view offers (GET /api/auth/session). */
export function OwnPurchase(props: Omit<AddToCartProps, 'methods' | 'defaultMethod'>) {
  const delivery = useSessionView()?.delivery
  if (!delivery) return <Pending className="h-40" />
  return <AddToCart {...props} methods={delivery.methods} defaultMethod={delivery.defaultMethod} />
}

/**
 * The variant table's price heading (`articleNumber` null) or one sibling's price cell. Like the
 * server's table it has the column only when a sibling has a price for this shopper; until the answer
 * comes it keeps the column, which most shoppers have.
 */
export function OwnVariantPrice({
  articleNumbers,
  articleNumber,
  className,
  label,
}: {
  articleNumbers: string[]
  articleNumber: string | null
  className: string
  label?: string
}) {
  const { variants, failure } = useShopperVariants(articleNumbers)
  const answered = articleNumbers.every((number) => variants[number])
  const shown = answered ? articleNumbers.some((number) => variants[number]?.price) : failure === null
  if (!shown) return null
  if (articleNumber === null) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    )
  }
  const own = variants[articleNumber]
  return (
    <td className={className}>
      {own ? <PriceView price={own.price} className="[&_p]:text-sm" /> : <Pending className="h-5 w-20" />}
    </td>
  )
}

export function OwnStoreStock({ articleNumber, label }: { articleNumber: string; label?: string }) {
  const { variants, failure } = useShopperVariants([articleNumber])
  const own = variants[articleNumber]
  if (own) return <StockSignal stock={own.storeStock} label={label} />
  if (failure) return <StockSignal stock={{ level: 'unknown', availability: '–' }} label={label} />
  return <Pending className="h-5 w-32" />
}

export function OwnTilePrice({ articleNumber }: { articleNumber: string }) {
  const { variants, failure } = useShopperVariants([articleNumber])
  const own = variants[articleNumber]
  if (own) return <PriceView price={own.price} className="mt-auto" />
  return failure ? null : <Pending className="mt-auto h-7 w-24" />
}
