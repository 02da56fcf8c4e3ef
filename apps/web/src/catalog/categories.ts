import 'server-only'
import { assortmentName, categoryPathsInAssortment, type Principal } from '@shop/commerce'
import type { Payload } from 'payload'
import type { Category } from '../payload-types'

/** A category as the shop links it: the storefront's category page is /kategorier/{path}. */
export interface CategoryLink {
  name: string
  slug: string
  path: string
  url: string
}

export interface MenuNode extends CategoryLink {
  children: MenuNode[]
}

export interface BreadcrumbResult extends CategoryLink {
  imageUrl?: string | null
  /** Number of direct subcategories. */
  children: number
}

export interface BreadcrumbSearch {
  result: BreadcrumbResult[]
  errors: Array<{ path: string; error: 'errors.not_found' }>
}

// The seeded tree has about 150 categories; this only guards against a runaway table.
const MAX_CATEGORIES = 5000
const MENU_DEPTH = 2

const linkOf = (category: { name: string; slug: string; path: string }): CategoryLink => ({
  name: category.name,
  slug: category.slug,
  path: category.path,
  url: `/kategorier/${category.path}`,
})

const topSlugOf = (path: string) => path.split('/')[0] ?? ''
const parentPathOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null)

/** Top-category slugs in menu order. */
async function topSlugs(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { depth: { equals: 0 } },
    sort: ['sortOrder', 'path'],
    select: { slug: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  return docs.map((doc) => doc.slug)
}

/** GET /breadcrumbs/{productId}: the product's category trail from the top, or null for an unknown product. */
export async function productBreadcrumbs(payload: Payload, productId: string): Promise<CategoryLink[] | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { productId: { equals: productId } },
    select: { breadcrumbParents: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const product = docs[0]
  return product ? (product.breadcrumbParents ?? []).map(linkOf) : null
}

export interface BreadcrumbSearchInput {
  paths: readonly string[]
  images?: boolean
  /** Paths outside this customer assortment count as unknown. */
  assortment?: string
}

/**
 * POST /breadcrumbs/search: each requested category path either in `result` (in the order asked) or in
 * `errors`, so one unknown path never fails the others.
 */
export async function searchBreadcrumbs(payload: Payload, input: BreadcrumbSearchInput): Promise<BreadcrumbSearch> {
  const paths = [...new Set(input.paths.map((path) => path.replace(/^\/+|\/+$/g, '')))]
  const shownTops = input.assortment
    ? new Set(categoryPathsInAssortment(input.assortment, await topSlugs(payload)))
    : null
  const { docs } = await payload.find({
    collection: 'categories',
    where: { path: { in: paths } },
    select: { name: true, slug: true, path: true, imageUrl: true },
    depth: 0,
    limit: paths.length,
    pagination: false,
  })
  const found = new Map(
    docs.filter((doc) => !shownTops || shownTops.has(topSlugOf(doc.path))).map((doc) => [doc.path, doc]),
  )
  const children = new Map<number, number>()
  if (found.size > 0) {
    const { docs: rows } = await payload.find({
      collection: 'categories',
      where: { parent: { in: [...found.values()].map((doc) => doc.id) } },
      select: { parent: true },
      depth: 0,
      limit: MAX_CATEGORIES,
      pagination: false,
    })
    for (const row of rows) {
      const parent = typeof row.parent === 'object' ? row.parent?.id : row.parent
      if (parent != null) children.set(parent, (children.get(parent) ?? 0) + 1)
    }
  }

  const search: BreadcrumbSearch = { result: [], errors: [] }
  for (const path of paths) {
    const doc = found.get(path)
    if (!doc) {
      search.errors.push({ path, error: 'errors.not_found' })
      continue
    }
    search.result.push({
      ...linkOf(doc),
      ...(input.images ? { imageUrl: doc.imageUrl ?? null } : {}),
      children: children.get(doc.id) ?? 0,
    })
  }
  return search
}

type MenuRow = Pick<Category, 'name' | 'slug' | 'path' | 'sortOrder'>

const swedish = new Intl.Collator('sv')
const bySortOrder = (a: MenuRow, b: MenuRow) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || swedish.compare(a.name, b.name)

/** GET /menu: the three-level category tree under the assortment's top categories, in sort order. */
export async function categoryMenu(payload: Payload, assortment?: string | null): Promise<MenuNode[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { depth: { less_than_equal: MENU_DEPTH } },
    sort: 'path',
    select: { name: true, slug: true, path: true, sortOrder: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  // Children are grouped by their parent's path: the tree is then built without following ids.
  const byParent = new Map<string | null, MenuRow[]>()
  for (const row of [...docs].sort(bySortOrder)) {
    const key = parentPathOf(row.path)
    byParent.set(key, [...(byParent.get(key) ?? []), row])
  }
  const build = (row: MenuRow): MenuNode => ({ ...linkOf(row), children: (byParent.get(row.path) ?? []).map(build) })
  const tops = byParent.get(null) ?? []
  const shown = new Set(
    categoryPathsInAssortment(
      assortment,
      tops.map((top) => top.path),
    ),
  )
  return tops.filter((top) => shown.has(top.path)).map(build)
}

/** GET /attribute-sequence/{slug}/1: the order of the category's filters, or null for an unknown slug. */
export async function attributeSequence(
  payload: Payload,
  slug: string,
): Promise<{ category: string; attributeSequence: string[] } | null> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    select: { slug: true, attributeSequence: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const category = docs[0]
  return category ? { category: category.slug, attributeSequence: category.attributeSequence ?? [] } : null
}

export interface CustomerAssortment {
  customerId: string
  assortment: string
  /** Paths of the top categories the customer sees. */
  categoryPaths: string[]
}

export type CustomerAssortmentOutcome =
  | { ok: true; value: CustomerAssortment }
  | { ok: false; reason: 'forbidden' | 'not_found' }

/**
 * GET /customers/{customerNumber}/assortment for `principal`: allowed to site admins and to users with a
 * permission on that customer. Others learn nothing, not even whether the customer exists.
 */
export async function customerAssortment(
  payload: Payload,
  customerNumber: string,
  principal: Pick<Principal, 'role' | 'customerPermissions'>,
): Promise<CustomerAssortmentOutcome> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { customerId: { equals: customerNumber } },
    select: { customerId: true, assortment: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const customer = docs[0]
  const admin = principal.role === 'SITE_ADMIN'
  const permitted = customer && principal.customerPermissions.some((p) => p.customerId === String(customer.id))
  if (!admin && !permitted) return { ok: false, reason: 'forbidden' }
  if (!customer) return { ok: false, reason: 'not_found' }
  const assortment = assortmentName(customer.assortment)
  return {
    ok: true,
    value: {
      customerId: customer.customerId,
      assortment,
      categoryPaths: categoryPathsInAssortment(assortment, await topSlugs(payload)),
    },
  }
}
