import { ok, shopperFor } from '@shop/commerce'
import { SORTS } from '@shop/commerce/catalog/listing'
import { emptyListingQuery } from '@shop/commerce/catalog/listing-query'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { listCatalog, searchScope } from '@/catalog/listing'

export const dynamic = 'force-dynamic'

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/)
const value = z.string().trim().min(1).max(100)
const price = z.number().finite().min(0)

const filtersSchema = z.strictObject({
  attrs: z.record(value, z.array(value).max(20)).optional(),
  brands: z.array(value).max(20).optional(),
  tags: z.array(value).max(20).optional(),
  priceMin: price.optional(),
  priceMax: price.optional(),
  inStock: z.boolean().optional(),
})

const SCOPES = ['q', 'categoryPath', 'campaign', 'range'] as const

const bodySchema = z
  .strictObject({
    q: z.string().trim().min(1).max(100).optional(),
    categoryPath: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
      .max(300)
      .optional(),
    campaign: slug.optional(),
    range: slug.optional(),
    filters: filtersSchema.optional(),
    sort: z.enum(SORTS).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((body) => SCOPES.filter((key) => body[key] !== undefined).length === 1, {
    message: 'Ange exakt en av q, categoryPath, campaign och range.',
  })

/**
 * Spec section 7: POST /search, one listing page of a text search, a category, a campaign or a
 * range, with facets, in the shopper's price context (no figures without the price right). A
 * category, campaign or range the brand and shopper do not have is 404.
 */
export const POST = route({
  summary: 'En sida produkter för en sökning, kategori, kampanj eller ett sortiment, med filter.',
  access: 'anonymous',
  body: bodySchema,
  handler: async ({ payload, session, brand, input }) => {
    const { filters = {}, sort, page, ...scopeRequest } = input.body
    const shopper = shopperFor(brand, session)
    const scope = await searchScope(payload, brand.id, shopper, scopeRequest)
    if (!scope.ok) return scope
    const listing = await listCatalog(
      payload,
      scope.value,
      {
        ...emptyListingQuery(sort ?? (scope.value.kind === 'search' ? 'relevance' : 'recommended')),
        ...filters,
        page: page ?? 1,
      },
      shopper,
      brand.centralStorageId,
    )
    return ok({
      total: listing.total,
      page: listing.page,
      pageCount: listing.pageCount,
      items: listing.tiles,
      facets: listing.facets,
      priceRange: listing.priceRange,
      inStockCount: listing.inStockCount,
      ...(listing.search ? { search: listing.search } : {}),
    })
  },
})
