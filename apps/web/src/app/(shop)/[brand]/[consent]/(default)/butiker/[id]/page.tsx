import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { blockContextFor } from '@/content/block-context'
import { contentErrors } from '@/content/errors'
import { contentSourceFor } from '@/content/source'
import { StorePageView } from '@/content/views/StorePageView'
import { requestBrand } from '@/request/brand'

/** `view`: the member page's route (page-cache/member-view.ts), rendered for no one's prices. */
type Props = { params: Promise<{ brand: string; id: string; view?: string }> }

async function load(params: Props['params']) {
  const { brand, id } = await params
  return loadStore(brand, id)
}

/** Once per request: metadata and page both need it. */
const loadStore = cache(async (brandId: string, id: string) => {
  const brand = await requestBrand(brandId)
  const source = await contentSourceFor(brand)
  const store = await source.storePage({ brand: brand.id, storeId: decodeURIComponent(id) })
  if (!store) {
    console.warn(contentErrors.storePageNotFound(id))
    notFound()
  }
  return { brand, source, store }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { store } = await load(params)
  return {
    title: store.name,
    description: `${store.name}, ${store.address1}, ${store.postalCode} ${store.city}`,
    alternates: { canonical: `/butiker/${store.storeId}` },
  }
}

/** Spec section 2: /butiker/{id}, the store page keyed by storeId. */
export default async function StorePageRoute({ params }: Props) {
  const { brand, source, store } = await load(params)
  const member = (await params).view !== undefined
  return <StorePageView store={store} context={blockContextFor(brand, source, member)} />
}
