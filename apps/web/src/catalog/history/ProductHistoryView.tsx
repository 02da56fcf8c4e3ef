'use client'

import { ChevronLeftIcon, cx, focusRing } from '@shop/ui'
import { useEffect, useSyncExternalStore } from 'react'
import { ProductImage } from '@/media/ProductImage'
import { Link } from '@/shell/Link'
import { t } from '../views/product-texts'
import { EMPTY_HISTORY, productHistory, type ViewedProduct } from './product-history'

const subscribe = (listener: () => void) => productHistory.subscribe(listener)
const snapshot = () => productHistory.getState()
// The server knows no history: hydration renders this, then the stored history right after.
const serverSnapshot = () => EMPTY_HISTORY

const useHistory = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot)

/** Records the product page being shown as the newest entry of the history. */
export function RecordProductView({ product }: { product: ViewedProduct }) {
  const { articleNumber, name, url, picture } = product
  useEffect(() => {
    productHistory.getState().recordView({ articleNumber, name, url, picture })
  }, [articleNumber, name, url, picture])
  return null
}

/** 'Tillbaka till sökresultatet' while a listing or search is remembered. */
export function BackToResults() {
  const { searchRoute } = useHistory()
  if (!searchRoute) return null
  return (
    <Link
      href={searchRoute}
      className={cx('inline-flex items-center gap-1 text-sm text-primary underline print:hidden', focusRing)}
    >
      <ChevronLeftIcon size={16} />
      {t('product.back_to_results')}
    </Link>
  )
}

/** 'Tidigare visade produkter': the history without the product now shown. */
export function RecentlyViewed({ currentArticleNumber }: { currentArticleNumber: string }) {
  const { products } = useHistory()
  const shown = products.filter((p) => p.articleNumber !== currentArticleNumber)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed" className="mt-10 print:hidden">
      <h2 id="recently-viewed" className="text-xl font-semibold">
        {t('product.history_heading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {shown.map((p) => (
          <li key={p.articleNumber}>
            <Link
              href={p.url}
              className={cx(
                'flex max-w-64 items-center gap-2 rounded-brand border border-text/15 bg-background p-2 text-sm hover:border-text/40',
                focusRing,
              )}
            >
              {/* An entry kept before pictures came as attributes has none: it shows the box. */}
              <ProductImage picture={p.picture ?? null} className="size-10 shrink-0 object-contain" />
              <span className="line-clamp-2">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
