import { SORTS } from '@shop/commerce/catalog/listing'
import { emptyListingQuery } from '@shop/commerce/catalog/listing-query'
import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { notFound, parseBody } from '@/api/http'
import { listCatalog } from '@/catalog/listing'
import { currentShopper } from '@/catalog/shopper'
import { payload } from '@/db/payload'
import { resolveScope } from './scope'

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
 * range, with facets, in the shopper's price context (no figures without the price right).
 */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const { filters = {}, sort, page, ...scopeRequest } = body.data
  const brand = brandForHost(request.headers.get('host'))
  const [instance, shopper] = await Promise.all([payload(), currentShopper(brand)])
  const scope = await resolveScope(instance, brand, shopper, scopeRequest)
  if (!scope) return notFound()
  const listing = await listCatalog(
    instance,
    scope,
    {
      ...emptyListingQuery(sort ?? (scope.kind === 'search' ? 'relevance' : 'recommended')),
      ...filters,
      page: page ?? 1,
    },
    shopper,
    brand.centralStorageId,
  )
  return Response.json({
    total: listing.total,
    page: listing.page,
    pageCount: listing.pageCount,
    items: listing.tiles,
    facets: listing.facets,
    priceRange: listing.priceRange,
    inStockCount: listing.inStockCount,
    ...(listing.search ? { search: listing.search } : {}),
  })
}
