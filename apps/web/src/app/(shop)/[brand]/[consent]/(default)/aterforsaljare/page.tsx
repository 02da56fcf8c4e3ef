import type { Metadata } from 'next'
import { contentErrors } from '@/content/errors'
import { contentSourceFor } from '@/content/source'
import { requestBrand } from '@/request/brand'

type Props = { params: Promise<{ brand: string }> }

export const metadata: Metadata = { title: 'Återförsäljare', alternates: { canonical: '/aterforsaljare' } }

/** The retailer list (spec section 3 "Retailer"; the spec names no route, so /aterforsaljare). */
export default async function RetailersPage({ params }: Props) {
  const brand = await requestBrand((await params).brand)
  const retailers = await (await contentSourceFor(brand)).retailers({ brand: brand.id })
  if (retailers.length === 0) console.warn(contentErrors.noRetailers)
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Återförsäljare</h1>
      {retailers.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="retailer-list">
          {retailers.map((retailer) => (
            <li key={retailer.id} className="rounded-brand border border-surface p-4">
              <h2 className="font-semibold">{retailer.name}</h2>
              {retailer.address ? <p>{retailer.address}</p> : null}
              {retailer.offerings.length ? <p className="text-muted">{retailer.offerings.join(', ')}</p> : null}
              {retailer.link ? (
                <a href={retailer.link} className="text-primary underline" rel="noopener noreferrer" target="_blank">
                  Besök {retailer.name}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">Det finns inga återförsäljare att visa just nu.</p>
      )}
    </section>
  )
}
