import 'server-only'
import { brandById } from '@shop/tenants'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { payload } from '@/db/payload'

// A brand curates a handful of ranges; this only guards against a runaway table.
const MAX_RANGES = 200

/** The brand's ranges in the editors' order, with what the overview and a range page show. */
export const loadRanges = cache(async (brandId: string) => {
  const brand = brandById(brandId)
  if (!brand) notFound()
  const { docs } = await (await payload()).find({
    collection: 'ranges',
    where: { brand: { equals: brand.id } },
    sort: ['sortOrder', 'name'],
    select: { name: true, slug: true, description: true, imageUrl: true, articleNumbers: true },
    depth: 0,
    limit: MAX_RANGES,
    pagination: false,
  })
  const ranges = docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    url: `/sortiment/${doc.slug}`,
    description: doc.description ?? null,
    imageUrl: doc.imageUrl ?? null,
    articleNumbers: doc.articleNumbers ?? [],
  }))
  return { brand, ranges }
})
