import type { Metadata } from 'next'
import { contentErrors } from '@/content/errors'
import { contentSourceFor } from '@/content/source'
import { requestBrand } from '@/request/brand'
import { filterStores } from '@/store-finder/find'
import { StoreFinder } from '@/store-finder/StoreFinder'

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<{ q?: string | string[] }> }

export const metadata: Metadata = { title: 'Hitta butik', alternates: { canonical: '/hitta-butik' } }

/** Spec section 2: the store finder. Search runs on the server (a plain GET form), so it works without script. */
export default async function StoreFinderPage({ params, searchParams }: Props) {
  const brand = await requestBrand((await params).brand)
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  const source = await contentSourceFor(brand)
  const stores = await source.storeDetails({ brand: brand.id })
  if (stores.length === 0) console.warn(contentErrors.noStoreDetails)
  const found = filterStores(stores, q)
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Hitta butik</h1>
      <search>
        <form action="/hitta-butik" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="store-query" className="sr-only">
            Sök butik på namn, ort eller postnummer
          </label>
          <input
            id="store-query"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Ort, postnummer eller butik"
            className="w-full rounded-brand border border-muted px-4 py-2"
          />
          <button type="submit" className="rounded-brand bg-primary px-5 py-2 font-semibold text-primary-contrast">
            Sök
          </button>
        </form>
      </search>
      <p className="mt-4 text-muted" aria-live="polite">
        {q ? `${found.length} butiker matchar "${q}".` : `${found.length} butiker.`}
      </p>
      <div className="mt-4">
        <StoreFinder
          mapsKey={brand.mapsKey ?? null}
          stores={found.map(({ storeId, name, address1, postalCode, city, phone, location }) => ({
            storeId,
            name,
            address1,
            postalCode,
            city,
            phone,
            location,
          }))}
        />
      </div>
    </section>
  )
}
