import { z } from '@shop/schemas'
import { type ListingQuery, SORTS, type Sort } from './listing'

/**
 * A listing's state lives in its URL, so a filtered, sorted, paged listing can be shared and
 * reloaded: `?brand=…&tag=…&attr.Längd=2400 mm&priceMin=10&priceMax=99&inStock=1&sort=name&page=2`.
 * Pages and the search API parse with the same schema.
 */

export const ATTR_PREFIX = 'attr.'
const MAX_VALUES = 20

const many = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().trim().min(1).max(100)).max(MAX_VALUES))

const price = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return null
    const n = typeof value === 'number' ? value : Number(value.replace(',', '.'))
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Priset ska vara ett tal, 0 eller större.' })
      return z.NEVER
    }
    return n
  })

export const listingParamsSchema = z
  .object({
    brand: many,
    tag: many,
    priceMin: price,
    priceMax: price,
    inStock: z.enum(['1', '0', 'true', 'false']).optional(),
    sort: z.enum(SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  })
  .catchall(z.unknown())

export type ListingParamsInput = Record<string, string | string[] | undefined>

/** Parses URL parameters into a query; `defaultSort` is 'relevance' for searches. */
export function parseListingParams(
  params: ListingParamsInput,
  defaultSort: Sort = 'recommended',
): { ok: true; query: ListingQuery } | { ok: false; error: z.ZodError } {
  const result = listingParamsSchema.safeParse(params)
  if (!result.success) return { ok: false, error: result.error }
  const attrs: Record<string, string[]> = {}
  for (const [key, raw] of Object.entries(params)) {
    if (!key.startsWith(ATTR_PREFIX) || raw === undefined) continue
    const values = many.safeParse(raw)
    if (!values.success) return { ok: false, error: values.error }
    const name = key.slice(ATTR_PREFIX.length).trim()
    if (name && values.data.length) attrs[name] = values.data
  }
  const data = result.data
  return {
    ok: true,
    query: {
      attrs,
      brands: data.brand,
      tags: data.tag,
      priceMin: data.priceMin,
      priceMax: data.priceMax,
      inStock: data.inStock === '1' || data.inStock === 'true',
      sort: data.sort ?? defaultSort,
      page: data.page ?? 1,
    },
  }
}

/** Nothing chosen: the first page in the default order. */
export function emptyListingQuery(sort: Sort = 'recommended'): ListingQuery {
  return { attrs: {}, brands: [], tags: [], priceMin: null, priceMax: null, inStock: false, sort, page: 1 }
}

/** Like parseListingParams, but bad parameters in a shared link just fall back to the defaults. */
export function listingQueryFrom(params: ListingParamsInput, defaultSort: Sort = 'recommended'): ListingQuery {
  const parsed = parseListingParams(params, defaultSort)
  return parsed.ok ? parsed.query : emptyListingQuery(defaultSort)
}

/** The URL parameters of a query, in a stable order, leaving out defaults (page 1, the default sort). */
export function listingSearchParams(
  query: ListingQuery,
  defaultSort: Sort = 'recommended',
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(extra)
  for (const brand of query.brands) params.append('brand', brand)
  for (const tag of query.tags) params.append('tag', tag)
  for (const name of Object.keys(query.attrs).sort()) {
    for (const value of query.attrs[name] ?? []) params.append(`${ATTR_PREFIX}${name}`, value)
  }
  if (query.priceMin !== null) params.set('priceMin', String(query.priceMin))
  if (query.priceMax !== null) params.set('priceMax', String(query.priceMax))
  if (query.inStock) params.set('inStock', '1')
  if (query.sort !== defaultSort) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** The query with one facet value switched on or off; any change of filter goes back to page 1. */
export function toggleValue(
  query: ListingQuery,
  kind: 'brand' | 'tag' | 'attr',
  name: string,
  value: string,
): ListingQuery {
  const flip = (values: readonly string[]) =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
  if (kind === 'brand') return { ...query, brands: flip(query.brands), page: 1 }
  if (kind === 'tag') return { ...query, tags: flip(query.tags), page: 1 }
  const next = flip(query.attrs[name] ?? [])
  const attrs = { ...query.attrs }
  if (next.length) attrs[name] = next
  else delete attrs[name]
  return { ...query, attrs, page: 1 }
}
