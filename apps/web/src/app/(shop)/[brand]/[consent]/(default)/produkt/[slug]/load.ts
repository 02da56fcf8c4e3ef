import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { loadProductPage } from '@/catalog/product'
import { currentShopper, memberPageShopper } from '@/catalog/shopper'
import { cachedProductShared } from '@/page-cache/product-shared'
import { payload } from '@/payload/payload'
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
 * across requests, page-cache/product-shared.ts). A member page is rendered for no one's prices.
 */
const loadPage = cache(async (brandId: string, slug: string, member: boolean) => {
  const brand = await requestBrand(brandId)
  const shopper = member ? memberPageShopper(brand) : await currentShopper(brand)
  const data = await loadProductPage(await payload(), decode(slug), shopper, brand, cachedProductShared(brand))
  if (!data.ok) notFound()
  return data.value
})

/**
 * The product page's data for the route's params; a page that is not there is a 404. Under a member
 * view (`view`, the member route) it holds nothing of any shopper's own.
 */
export async function load(params: Promise<{ brand: string; slug: string; view?: string }>) {
  const { brand, slug, view } = await params
  return loadPage(brand, slug, view !== undefined)
}
