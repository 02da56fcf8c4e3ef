import 'server-only'
import { assortmentName, categoryPathsInAssortment, fail, ok, type Principal, type Result } from '@shop/commerce'
import type { Payload } from 'payload'
import type { Category } from '../payload-types'
import {
  categoriesByPath,
  categoriesToDepth,
  categoryByPath,
  categoryBySlug,
  childCategories,
  childCounts,
  customerByNumber,
  productBreadcrumbParents,
  topCategorySlugs,
} from './storage'

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

const MENU_DEPTH = 2

const linkOf = (category: { name: string; slug: string; path: string }): CategoryLink => ({
  name: category.name,
  slug: category.slug,
  path: category.path,
  url: `/kategorier/${category.path}`,
})

const topSlugOf = (path: string) => path.split('/')[0] ?? ''
const parentPathOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null)

const notFound = () => fail('not_found', 'errors.not_found')

/** GET /breadcrumbs/{productId}: the product's category trail from the top; not found for an unknown product. */
export async function productBreadcrumbs(payload: Payload, productId: string): Promise<Result<CategoryLink[]>> {
  const parents = await productBreadcrumbParents(payload, productId)
  return parents ? ok(parents.map(linkOf)) : notFound()
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
    ? new Set(categoryPathsInAssortment(input.assortment, await topCategorySlugs(payload)))
    : null
  const docs = await categoriesByPath(payload, paths)
  const found = new Map(
    docs.filter((doc) => !shownTops || shownTops.has(topSlugOf(doc.path))).map((doc) => [doc.path, doc]),
  )
  const children = await childCounts(
    payload,
    [...found.values()].map((doc) => doc.id),
  )

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

/** The category page /kategorier/{path}: the category, its ancestors from the top and its subcategories. */
export interface CategoryPage {
  category: CategoryLink & { description: string | null; attributeSequence: string[] }
  crumbs: BreadcrumbResult[]
  subcategories: CategoryLink[]
}

/** The category at `path` with its trail and subcategories; not found for an unknown path. */
export async function categoryPage(payload: Payload, path: string): Promise<Result<CategoryPage>> {
  const category = await categoryByPath(payload, path)
  if (!category) return notFound()
  const parts = path.split('/')
  const ancestorPaths = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('/'))
  const [ancestors, children] = await Promise.all([
    ancestorPaths.length ? searchBreadcrumbs(payload, { paths: ancestorPaths }) : null,
    childCategories(payload, category.id),
  ])
  return ok({
    category: {
      ...linkOf(category),
      description: category.description ?? null,
      attributeSequence: category.attributeSequence ?? [],
    },
    crumbs: ancestors?.result ?? [],
    subcategories: children.map(linkOf),
  })
}

type MenuRow = Pick<Category, 'name' | 'slug' | 'path' | 'sortOrder'>

const swedish = new Intl.Collator('sv')
const bySortOrder = (a: MenuRow, b: MenuRow) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || swedish.compare(a.name, b.name)

/** GET /menu: the three-level category tree under the assortment's top categories, in sort order. */
export async function categoryMenu(payload: Payload, assortment?: string | null): Promise<MenuNode[]> {
  const docs = await categoriesToDepth(payload, MENU_DEPTH)
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

/** GET /attribute-sequence/{slug}/1: the order of the category's filters; not found for an unknown slug. */
export async function attributeSequence(
  payload: Payload,
  slug: string,
): Promise<Result<{ category: string; attributeSequence: string[] }>> {
  const category = await categoryBySlug(payload, slug)
  return category ? ok({ category: category.slug, attributeSequence: category.attributeSequence ?? [] }) : notFound()
}

export interface CustomerAssortment {
  customerId: string
  assortment: string
  /** Paths of the top categories the customer sees. */
  categoryPaths: string[]
}

/**
 * GET /customers/{customerNumber}/assortment for `principal`: allowed to site admins and to users with a
 * permission on that customer. Others learn nothing, not even whether the customer exists.
 */
export async function customerAssortment(
  payload: Payload,
  customerNumber: string,
  principal: Pick<Principal, 'role' | 'customerPermissions'>,
): Promise<Result<CustomerAssortment>> {
  const customer = await customerByNumber(payload, customerNumber)
  const admin = principal.role === 'SITE_ADMIN'
  const permitted = customer && principal.customerPermissions.some((p) => p.customerId === String(customer.id))
  if (!admin && !permitted) return fail('forbidden', 'errors.forbidden_action')
  if (!customer) return notFound()
  const assortment = assortmentName(customer.assortment)
  return ok({
    customerId: customer.customerId,
    assortment,
    categoryPaths: categoryPathsInAssortment(assortment, await topCategorySlugs(payload)),
  })
}
