import 'server-only'
import { brandById } from '@shop/tenants'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { type CategoryLink, searchBreadcrumbs } from '@/catalog/categories'
import { payload } from '@/db/payload'

// A category has a few dozen children at most; this only guards against a runaway table.
const MAX_CHILDREN = 500

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The category at /kategorier/{path}, its ancestors from the top and its sub-categories; 404 when unknown. */
export const loadCategory = cache(async (brandId: string, segments: readonly string[]) => {
  const brand = brandById(brandId)
  if (!brand) notFound()
  const path = segments.map(decode).join('/')
  const db = await payload()
  const { docs } = await db.find({
    collection: 'categories',
    where: { path: { equals: path } },
    select: { name: true, slug: true, path: true, description: true, attributeSequence: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const category = docs[0]
  if (!category) notFound()
  const parts = path.split('/')
  const ancestorPaths = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'))
  const [ancestors, children] = await Promise.all([
    ancestorPaths.length ? searchBreadcrumbs(db, { paths: ancestorPaths }) : null,
    db.find({
      collection: 'categories',
      where: { parent: { equals: category.id } },
      sort: ['sortOrder', 'name'],
      select: { name: true, slug: true, path: true },
      depth: 0,
      limit: MAX_CHILDREN,
      pagination: false,
    }),
  ])
  const subcategories: CategoryLink[] = children.docs.map((doc) => ({
    name: doc.name,
    slug: doc.slug,
    path: doc.path,
    url: `/kategorier/${doc.path}`,
  }))
  return {
    brand,
    category: {
      name: category.name,
      path: category.path,
      url: `/kategorier/${category.path}`,
      description: category.description ?? null,
      attributeSequence: category.attributeSequence ?? [],
    },
    crumbs: ancestors?.result ?? [],
    subcategories,
  }
})
