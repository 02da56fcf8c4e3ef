import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { loadProductPage } from '@/catalog/product'
import { currentShopper } from '@/catalog/shopper'
import { payload } from '@/db/payload'
import { cachedProductShared } from '@/page-cache/product-shared'
import { requestBrand } from '@/request/brand'

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Once per request: metadata, the page and the cached page's tags all need it (the product's shared part
 * across requests, page-cache/product-shared.ts).
 */
const loadPage = cache(async (brandId: string, slug: string) => {
  const brand = await requestBrand(brandId)
  const shopper = await currentShopper(brand)
  const data = await loadProductPage(await payload(), decode(slug), shopper, brand, cachedProductShared(brand))
  if (!data.ok) notFound()
  return data.value
})

/** The product page's data for the route's params; a page that is not there is a 404. */
export async function load(params: Promise<{ brand: string; slug: string }>) {
  const { brand, slug } = await params
  return loadPage(brand, slug)
}
