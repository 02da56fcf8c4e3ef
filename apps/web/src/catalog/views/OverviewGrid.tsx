import { EmptyState } from '@shop/ui'
import { ProductImage } from '@/media/ProductImage'
import { pictureOf } from '@/media/picture'
import { Link } from '@/shell/Link'
import { OVERVIEW_SIZES } from './image-sizes'

export interface OverviewItem {
  key: string | number
  name: string
  url: string
  description: string | null
  imageUrl: string | null
  /** Short facts under the description (validity, article count). */
  meta: readonly string[]
}

/** The campaign and range overviews: a card per listing, the whole card one link. */
export function OverviewGrid({ items, emptyText }: { items: readonly OverviewItem[]; emptyText: string }) {
  if (items.length === 0) return <EmptyState className="mt-6" title={emptyText} />
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key}>
          <article className="relative flex h-full flex-col overflow-hidden rounded-brand border border-text/10 bg-background">
            {item.imageUrl ? (
              // The field keeps an address and no measures: the box's own 2:1 stands in for them.
              <ProductImage
                picture={pictureOf({ assetUrl: item.imageUrl, assetWidth: 480, assetHeight: 240 }, OVERVIEW_SIZES)}
                className="aspect-[2/1] w-full bg-surface object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="text-lg font-semibold">
                <Link href={item.url} className="card-link">
                  {item.name}
                </Link>
              </h2>
              {item.description ? <p className="text-sm text-muted">{item.description}</p> : null}
              {item.meta.length ? <p className="mt-auto text-sm font-semibold">{item.meta.join(' · ')}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
