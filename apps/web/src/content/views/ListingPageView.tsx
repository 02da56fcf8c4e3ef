import { AssetImage } from '@shop/blocks/shared/AssetImage'
import { RichText } from '@shop/blocks/shared/RichText'
import type { ListingPage } from '@shop/schemas'
import { Link } from '@/shell/Link'
import { HeroView } from './HeroView'

/** A content listing page: its hero and ingress, then a card per contained page. */
export function ListingPageView({ listing }: { listing: ListingPage }) {
  return (
    <section data-listing-page={listing.slug}>
      {listing.hero?.title ? (
        <HeroView hero={listing.hero} />
      ) : (
        <h1 className="mx-auto max-w-6xl px-4 pt-10 text-3xl font-bold">{listing.title}</h1>
      )}
      <div className="mx-auto max-w-6xl px-4 py-8">
        {listing.ingress.length ? (
          <div className="max-w-3xl text-lg">
            <RichText nodes={listing.ingress} />
          </div>
        ) : null}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listing.pages.map((page) => (
            <li key={page.path} className="overflow-hidden rounded-brand border border-surface bg-surface">
              {page.thumbnail ? (
                <AssetImage
                  asset={page.thumbnail}
                  size="tile"
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="p-4">
                {page.preTitle ? <p className="text-sm text-muted">{page.preTitle}</p> : null}
                <h2 className="text-lg font-semibold">
                  <Link href={page.path} className="hover:underline">
                    {page.title}
                  </Link>
                </h2>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
