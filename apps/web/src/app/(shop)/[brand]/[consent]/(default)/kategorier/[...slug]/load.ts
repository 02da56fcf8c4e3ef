import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { categoryPage } from '@/catalog/categories'
import { payload } from '@/payload/payload'
import { requestBrand } from '@/request/brand'

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The category at /kategorier/{path}, its ancestors from the top and its sub-categories; 404 when unknown. */
export const loadCategory = cache(async (brandId: string, segments: readonly string[]) => {
  const brand = await requestBrand(brandId)
  const page = await categoryPage(await payload(), segments.map(decode).join('/'))
  if (!page.ok) notFound()
  return { brand, ...page.value }
})
