'use client'

import { Badge, buttonVariants, cx } from '@shop/ui'
import type React from 'react'
import { ProductImage } from '@/media/ProductImage'
import type { Picture } from '@/media/picture'
import { Link } from '@/shell/Link'
import type { CatalogTile } from '../tiles'
import { useArticleSlots } from './article-slots'
import { t } from './card-texts'
import { type CompactPrice, PriceView } from './PriceView'
import { StockSignal, type StockSignalProps } from './StockSignal'

/** The fields of a tile a card shows (ProductCard's cardOf makes them). */
export interface ProductCardData
  extends Pick<CatalogTile, 'articleNumber' | 'name' | 'url' | 'unit' | 'orderMultiple'> {
  picture: Picture | null
  discontinued?: true
  onlyStore?: true
  price: CompactPrice | null
  storeStock: StockSignalProps['stock']
  centralStock: StockSignalProps['stock']
}

export interface ProductCardViewProps {
  card: ProductCardData
  headingLevel?: 'h2' | 'h3'
  /** The tile's price and store stock when the browser fills them in (a page shared by many shoppers). */
  own?: ProductCardOwn
}

export interface ProductCardOwn {
  price: React.ReactNode
  storeStock: React.ReactNode
}

/**
 * A product card's markup, rendered on the server and again from the card's fields when the page
 * hydrates: sent as elements, its markup would travel twice more in the RSC payload.
 */
export function ProductCardView({ card, headingLevel = 'h3', own }: ProductCardViewProps) {
  const Heading = headingLevel
  const { ListActions, QuoteAction } = useArticleSlots()
  return (
    <article className="product-card" data-article-number={card.articleNumber}>
      <ProductImage picture={card.picture} className="product-card-image" />
      <ListActions
        articleNumber={card.articleNumber}
        name={card.name}
        quantity={Math.max(1, card.orderMultiple)}
        className="absolute top-4 right-4"
      />
      {card.discontinued ? (
        <Badge intent="neutral" shape="tag" className="self-start">
          {t('product.discontinued')}
        </Badge>
      ) : null}
      <Heading className="font-semibold leading-snug">
        <Link href={card.url} className="hover:underline focus-ring">
          {card.name}
        </Link>
      </Heading>
      <p className="text-sm text-muted">
        {t('product.article_number')} {card.articleNumber} · {card.unit}
      </p>
      {own ? own.price : <PriceView price={card.price} className="mt-auto" />}
      {/* A trade buyer weighs both: the shelf of their store and what the central warehouse can send. */}
      <div className="flex flex-col gap-0.5 text-sm">
        {own ? own.storeStock : <StockSignal stock={card.storeStock} label={t('product.stock_store')} />}
        <StockSignal stock={card.centralStock} label={t('product.central_warehouse')} />
      </div>
      {card.onlyStore ? <p className="text-sm text-muted">{t('product.only_store')}</p> : null}
      <Link
        href={card.url}
        aria-label={t('product.buy_label', { name: card.name })}
        className={cx(buttonVariants({ intent: 'accent', size: 'sm', fullWidth: true }), 'mt-1 print:hidden')}
      >
        {t('product.buy')}
      </Link>
      <QuoteAction
        articleNumber={card.articleNumber}
        quantity={Math.max(1, card.orderMultiple)}
        unit={card.unit}
        tile={{ name: card.name }}
      />
    </article>
  )
}
