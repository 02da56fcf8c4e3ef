import 'server-only'
import { cache } from 'react'
import { brandRanges } from '@/catalog/campaigns'
import { payload } from '@/payload/payload'
import { requestBrand } from '@/request/brand'

/** The brand's ranges in the editors' order, with what the overview and a range page show. */
export const loadRanges = cache(async (brandId: string) => {
  const brand = await requestBrand(brandId)
  return { brand, ranges: await brandRanges(await payload(), brand.id) }
})
