import { t } from '@shop/i18n'
import { Badge, buttonVariants, cx } from '@shop/ui'
import type React from 'react'
import { AddToQuote } from '@/quotes/context/AddToQuote'
import { Link } from '@/shell/Link'
import { ArticleActions } from '@/shopping-lists/views/ArticleActions'
import type { CatalogTile } from '../tiles'
import { PriceView } from './PriceView'
import { StockSignal } from './StockSignal'

export interface ProductCardProps {
  tile: CatalogTile
  headingLevel?: 'h2' | 'h3'
  /** Above the fold (the first row of a listing): load the picture at once, it is the page's largest paint. */
  eager?: boolean
  /** The tile's price and store stock when the browser fills them in (a page shared by many shoppers). */
  own?: ProductCardOwn
}

export interface ProductCardOwn {
  price: React.ReactNode
  storeStock: React.ReactNode
}

/**
 * One product in a grid (listings, search, related products): picture with the heart and add-to-list
 * over it, name, price, stock, buy link, and "Lägg till i offerten" while a quote is being edited.
 */
export function ProductCard({ tile, headingLevel = 'h3', eager = false, own }: ProductCardProps) {
  const Heading = headingLevel
  return (
    <article className="product-card" data-article-number={tile.articleNumber}>
      <img
        src={tile.imageUrl}
        alt=""
        width={240}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="product-card-image"
      />
      <ArticleActions
        articleNumber={tile.articleNumber}
        name={tile.name}
        quantity={Math.max(1, tile.orderMultiple)}
        className="absolute top-4 right-4"
      />
      {tile.discontinued ? (
        <Badge intent="neutral" shape="tag" className="self-start">
          {t('product.discontinued')}
        </Badge>
      ) : null}
      <Heading className="font-semibold leading-snug">
        <Link href={tile.url} className="hover:underline focus-ring">
          {tile.name}
        </Link>
      </Heading>
      <p className="text-sm text-muted">
        {t('product.article_number')} {tile.articleNumber} · {tile.unit}
      </p>
      {own ? own.price : <PriceView price={tile.price} className="mt-auto" />}
      {/* A trade buyer weighs both: the shelf of their store and what the central warehouse can send. */}
      <div className="flex flex-col gap-0.5 text-sm">
        {own ? own.storeStock : <StockSignal stock={tile.storeStock} label={t('product.stock_store')} />}
        <StockSignal stock={tile.centralStock} label={t('product.central_warehouse')} />
      </div>
      {tile.onlyStore ? <p className="text-sm text-muted">{t('product.only_store')}</p> : null}
      <Link
        href={tile.url}
        aria-label={t('product.buy_label', { name: tile.name })}
        className={cx(buttonVariants({ intent: 'accent', size: 'sm', fullWidth: true }), 'mt-1 print:hidden')}
      >
        {t('product.buy')}
      </Link>
      <AddToQuote
        articleNumber={tile.articleNumber}
        quantity={Math.max(1, tile.orderMultiple)}
        unit={tile.unit}
        tile={{ name: tile.name }}
      />
    </article>
  )
}
