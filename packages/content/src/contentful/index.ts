import type { ContentPageSummary, StorePage } from '@shop/schemas'
import { ContentNotFoundError, type ContentQuery, type ContentSource } from '../source'
import { type ContentfulOptionsInput, parseContentfulOptions } from './config'
import * as Q from './graphql'
import { createHttpClient, type HttpDeps, isRequestAborted } from './http'
import {
  type CfObject,
  listingSlugOf,
  toContentPage,
  toContentPageSummary,
  toDynamicForm,
  toFrontPage,
  toHero,
  toListingPage,
  toRetailer,
  toStorePage,
} from './normalise'

export { ContentfulConfigError, type ContentfulOptionsInput, parseContentfulOptions } from './config'
export { ContentfulHttpError, ContentfulNetworkError, REQUEST_ABORTED } from './http'

export type ReportTags = Record<string, string>

export interface ContentfulDeps extends HttpDeps {
  /** Error reporting (Sentry or similar); called with tags `{ service: 'cms' }`. */
  report?: (error: Error, tags: ReportTags) => void
  /** Nothing is reported in development. Default: NODE_ENV === 'development'. */
  development?: boolean
}

/** GraphQL errors other than unresolvable links (spec section 8: "returned as the error"). */
export class ContentfulGraphQLError extends Error {
  constructor(readonly errors: GraphQLErrorShape[]) {
    super(`Contentful GraphQL error: ${errors.map((error) => error.message ?? 'unknown').join('; ')}`)
    this.name = 'ContentfulGraphQLError'
  }
}

/** Spec section 8: reported, while the data is still returned. */
export class UnresolvableContentError extends Error {
  constructor(readonly ids: string[]) {
    super(`Unresolvable CMS content - ids: ${ids.join(', ')}`)
    this.name = 'UnresolvableContentError'
  }
}

export interface GraphQLErrorShape {
  message?: string
  path?: (string | number)[]
  extensions?: {
    code?: string
    contentful?: { code?: string; requestId?: string; details?: { type?: string; linkId?: string; id?: string } }
  }
}

export interface GraphQLResult<T> {
  data: T | null
  error: Error | null
}

export interface FetchOptions {
  preview?: boolean
  signal?: AbortSignal
}

const UNRESOLVABLE_CODES = new Set(['UNRESOLVABLE_LINK', 'UNRESOLVABLE_RESOURCE_LINK'])
const MAX_ASSET_KEY_LIFETIME_MS = 48 * 60 * 60 * 1000

function errorCode(error: GraphQLErrorShape): string | undefined {
  return error.extensions?.contentful?.code ?? error.extensions?.code
}

function unresolvableId(error: GraphQLErrorShape): string | undefined {
  const details = error.extensions?.contentful?.details
  return details?.linkId ?? details?.id ?? error.message?.match(/'([^']+)'/)?.[1]
}

/** An entry that came back without any field value (only `sys`/`__typename`). */
function hasNoFields(item: unknown): boolean {
  if (!item || typeof item !== 'object') return true
  const record = item as Record<string, unknown>
  if ('fields' in record && (record.sys as { type?: string } | undefined)?.type === 'Entry') {
    return !record.fields || Object.keys(record.fields as object).length === 0
  }
  return Object.entries(record).every(([key, value]) => key === 'sys' || key === '__typename' || value == null)
}

export interface AssetKey {
  policy: string
  secret: string
}

export interface EntriesResponse {
  sys: { type: 'Array' }
  total: number
  skip: number
  limit: number
  items: CfObject[]
  includes?: { Entry?: CfObject[]; Asset?: CfObject[] }
  errors?: { sys: { id: string }; details?: { type?: string; linkType?: string; id?: string } }[]
}

/** The low-level client: GraphQL, CDA entries, asset keys, and the single-entry rule. */
export function createContentfulClient(input: Partial<ContentfulOptionsInput>, deps: ContentfulDeps = {}) {
  const options = parseContentfulOptions(input)
  const http = createHttpClient(options, deps)
  const now = deps.now ?? Date.now
  const development = deps.development ?? process.env.NODE_ENV === 'development'
  const spacePath = `/spaces/${encodeURIComponent(options.spaceId)}/environments/${encodeURIComponent(options.environment)}`
  const graphqlEndpoint = `${options.graphqlUrl}/content/v1${spacePath}`

  function isPreview(fetchOptions?: FetchOptions): boolean {
    return fetchOptions?.preview ?? options.preview
  }
  function tokenFor(preview: boolean): string {
    return preview ? (options.previewAccessToken ?? options.accessToken) : options.accessToken
  }

  /** Reports to the error service, tagged service=cms; never in development, never 'request aborted'. */
  function report(error: unknown): void {
    if (development || !deps.report || !(error instanceof Error) || isRequestAborted(error)) return
    deps.report(error, { service: 'cms' })
  }

  /**
   * One GraphQL query. Unresolvable links are ignored (their ids reported) and the data returned; other
   * errors come back as `error` next to whatever data there is; a network failure gives null data.
   */
  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    fetchOptions?: FetchOptions,
  ): Promise<GraphQLResult<T>> {
    const preview = isPreview(fetchOptions)
    let body: { data?: T | null; errors?: GraphQLErrorShape[] } | null
    try {
      const response = await http.request<typeof body>({
        method: 'POST',
        url: graphqlEndpoint,
        body: { query, variables: { ...variables, preview } },
        accessToken: tokenFor(preview),
        signal: fetchOptions?.signal,
      })
      body = response.body
    } catch (error) {
      return { data: null, error: error instanceof Error ? error : new Error(String(error)) }
    }
    const errors = Array.isArray(body?.errors) ? body.errors : []
    const unresolvable = errors.filter((error) => UNRESOLVABLE_CODES.has(errorCode(error) ?? ''))
    const others = errors.filter((error) => !UNRESOLVABLE_CODES.has(errorCode(error) ?? ''))
    if (unresolvable.length > 0) {
      const ids = [...new Set(unresolvable.map(unresolvableId).filter((id): id is string => !!id))]
      report(new UnresolvableContentError(ids))
    }
    return { data: body?.data ?? null, error: others.length > 0 ? new ContentfulGraphQLError(others) : null }
  }

  /** Items of `data[collection].items`; throws the query's error. */
  async function fetchCollection(
    collection: string,
    query: string,
    variables: Record<string, unknown> = {},
    fetchOptions?: FetchOptions,
  ): Promise<CfObject[]> {
    const { data, error } = await graphql<Record<string, { items?: unknown[]; total?: number } | null>>(
      query,
      variables,
      fetchOptions,
    )
    if (error) throw error
    const list = data?.[collection]?.items ?? []
    return list.filter((item): item is CfObject => !!item && typeof item === 'object')
  }

  /**
   * Spec section 8: a single-entry fetch with no items, or one item without fields, throws
   * ContentNotFoundError('Content not found') (statusCode 404).
   */
  async function fetchSingle(
    collection: string,
    query: string,
    variables: Record<string, unknown> = {},
    fetchOptions?: FetchOptions,
  ): Promise<CfObject> {
    const { data, error } = await graphql<Record<string, { items?: unknown[] } | null>>(query, variables, fetchOptions)
    if (error) throw error
    const list = data?.[collection]?.items ?? []
    const first = list[0]
    if (list.length === 0 || (list.length === 1 && hasNoFields(first)))
      throw new ContentNotFoundError('Content not found')
    return first as CfObject
  }

  /** CDA REST `GET /entries` (content_type, include, select, limit, fields.*, sys.id …), links resolved. */
  async function getEntries(
    query: Record<string, string | number | boolean | undefined>,
    fetchOptions?: FetchOptions,
  ): Promise<EntriesResponse> {
    const preview = isPreview(fetchOptions)
    const response = await http.request<EntriesResponse>({
      url: `${spacePath}/entries`,
      query,
      accessToken: tokenFor(preview),
      signal: fetchOptions?.signal,
    })
    const body = response.body
    const missing = (body.errors ?? [])
      .filter((error) => error.sys?.id === 'notResolvable')
      .map((error) => error.details?.id)
      .filter((id): id is string => !!id)
    if (missing.length > 0) report(new UnresolvableContentError([...new Set(missing)]))
    return { ...body, items: body.items.map((item) => resolveLinks(item, body.includes) as CfObject) }
  }

  /** The single-entry rule over the CDA: no items or one item without fields → ContentNotFoundError. */
  async function getSingleEntry(
    query: Record<string, string | number | boolean | undefined>,
    fetchOptions?: FetchOptions,
  ): Promise<CfObject> {
    let response: EntriesResponse
    try {
      response = await getEntries({ ...query, limit: 1 }, fetchOptions)
    } catch (error) {
      if (error instanceof Error && (error as { statusCode?: number }).statusCode === 404) {
        throw new ContentNotFoundError(error.message)
      }
      throw error
    }
    const first = response.items[0]
    if (!first || (response.items.length === 1 && hasNoFields(first)))
      throw new ContentNotFoundError('Content not found')
    return first
  }

  /**
   * Asset key for embargoed assets. `expiresAt` is a Unix time in seconds, not in the past and at most
   * 48 hours ahead; anything else is refused before any request.
   */
  async function createAssetKey(expiresAt: unknown, fetchOptions?: FetchOptions): Promise<AssetKey> {
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
      throw new TypeError(
        `Asset key refused: expiresAt must be a number (Unix time in seconds), got ${typeof expiresAt}`,
      )
    }
    const expiresMs = expiresAt * 1000
    const current = now()
    if (expiresMs <= current) throw new RangeError('Asset key refused: expiresAt is in the past')
    if (expiresMs - current > MAX_ASSET_KEY_LIFETIME_MS) {
      throw new RangeError('Asset key refused: expiresAt is more than 48 hours ahead')
    }
    const preview = isPreview(fetchOptions)
    const response = await http.request<AssetKey>({
      method: 'POST',
      url: `${spacePath}/asset_keys`,
      body: { expiresAt },
      accessToken: tokenFor(preview),
      signal: fetchOptions?.signal,
    })
    return response.body
  }

  return { options, http, graphql, fetchCollection, fetchSingle, getEntries, getSingleEntry, createAssetKey, report }
}

export type ContentfulClient = ReturnType<typeof createContentfulClient>

/** Replaces CDA link objects with the included entries and assets (depth ≤ 5, cycles cut). */
function resolveLinks(
  value: unknown,
  includes: EntriesResponse['includes'],
  depth = 0,
  seen = new Set<string>(),
): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => resolveLinks(item, includes, depth, seen)).filter((item) => item !== undefined)
  }
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const sys = record.sys as { type?: string; linkType?: string; id?: string } | undefined
  if (sys?.type === 'Link' && sys.id) {
    if (depth >= 5 || seen.has(sys.id)) return value
    const pool = sys.linkType === 'Asset' ? includes?.Asset : includes?.Entry
    const target = pool?.find((entity) => (entity.sys as { id?: string } | undefined)?.id === sys.id)
    if (!target) return undefined
    return resolveLinks(target, includes, depth + 1, new Set([...seen, sys.id]))
  }
  if (record.nodeType) return record // rich text: targets stay links; resolved by the rich-text converter
  return Object.fromEntries(Object.entries(record).map(([key, v]) => [key, resolveLinks(v, includes, depth, seen)]))
}

/** `ContentSource` backed by Contentful's GraphQL Content API (spec section 7). */
export function createContentfulContentSource(
  input: Partial<ContentfulOptionsInput>,
  deps: ContentfulDeps = {},
): ContentSource & { client: ContentfulClient } {
  const client = createContentfulClient(input, deps)

  /** Not found → null; other errors are reported and thrown. */
  async function single<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof ContentNotFoundError) return null
      client.report(error)
      throw error
    }
  }
  async function list<T>(run: () => Promise<T[]>): Promise<T[]> {
    try {
      return await run()
    } catch (error) {
      client.report(error)
      throw error
    }
  }
  const opts = (query: ContentQuery): FetchOptions => ({ preview: query.preview })

  return {
    kind: 'contentful',
    client,
    frontPage: (query) =>
      single(async () =>
        toFrontPage(await client.fetchSingle('frontPageCollection', Q.GET_FRONT_PAGE, {}, opts(query)), query.brand),
      ),
    contentPage: (query) =>
      single(async () => {
        const item = await client.fetchSingle(
          'contentPageCollection',
          Q.GET_CONTENT_PAGE,
          { slug: query.slug },
          opts(query),
        )
        if (item.authenticatedOnly === true && !query.authenticated) return null
        if (query.listingSlug !== undefined && listingSlugOf(item) !== query.listingSlug) return null
        return toContentPage(item, query.brand)
      }),
    listingPage: (query) =>
      single(async () => {
        const item = await client.fetchSingle(
          'contentListingPageCollection',
          Q.GET_CONTENT_LISTING_PAGE,
          { slug: query.slug, limit: query.limit ?? 100, skip: query.offset ?? 0 },
          opts(query),
        )
        return toListingPage(item, query.brand, { authenticated: query.authenticated === true })
      }),
    storePage: (query) =>
      single(async () =>
        toStorePage(
          await client.fetchSingle('storePageCollection', Q.GET_STORE_PAGE, { storeId: query.storeId }, opts(query)),
          query.brand,
        ),
      ),
    storeDetails: (query) =>
      list(async (): Promise<StorePage[]> => {
        const items = await client.fetchCollection('storePageCollection', Q.GET_ALL_STORE_DETAILS, {}, opts(query))
        return items.map((item) => toStorePage(item, query.brand))
      }),
    retailers: (query) =>
      list(async () =>
        (await client.fetchCollection('retailerCollection', Q.GET_RETAILERS, {}, opts(query))).map(toRetailer),
      ),
    hero: (query) =>
      single(async () => {
        const hero = toHero(await client.fetchSingle('heroCollection', Q.GET_HERO, { slug: query.slug }, opts(query)))
        if (!hero) throw new ContentNotFoundError('Content not found')
        return hero
      }),
    dynamicForm: (query) =>
      single(async () =>
        toDynamicForm(
          await client.fetchSingle('dynamicFormCollection', Q.GET_DYNAMIC_FORM, { id: query.id }, opts(query)),
        ),
      ),
    sitemap: (_query) =>
      list(async () => {
        const { data, error } = await client.graphql<
          Record<'contentListingPageCollection' | 'contentPageCollection', { items?: unknown[] } | null>
        >(Q.GET_SITEMAP, {}, { preview: false })
        if (error) throw error
        const itemsOf = (collection: { items?: unknown[] } | null | undefined) =>
          (collection?.items ?? []).filter(
            (item): item is Record<string, unknown> => !!item && typeof item === 'object',
          )
        const updatedAt = (item: Record<string, unknown>) => {
          const sys = item.sys as { publishedAt?: unknown } | undefined
          return typeof sys?.publishedAt === 'string' ? sys.publishedAt : undefined
        }
        return [
          ...itemsOf(data?.contentListingPageCollection).map((item) => ({
            path: `/${String(item.slug ?? '')}`,
            updatedAt: updatedAt(item),
          })),
          ...itemsOf(data?.contentPageCollection).map((item) => {
            const listing = listingSlugOf(item)
            return {
              path: listing ? `/${listing}/${String(item.slug ?? '')}` : `/${String(item.slug ?? '')}`,
              updatedAt: updatedAt(item),
            }
          }),
        ].filter((entry) => entry.path !== '/')
      }),
    searchPages: (query) =>
      list(async (): Promise<ContentPageSummary[]> => {
        const where: Record<string, unknown> = {
          excludeFromSearch_not: true,
          OR: [{ title_contains: query.q }, { preTitle_contains: query.q }, { metaDescription_contains: query.q }],
        }
        if (!query.authenticated) where.authenticatedOnly_not = true
        if (query.parents && query.parents.length > 0) {
          const listings = await client.fetchCollection(
            'contentListingPageCollection',
            Q.GET_LISTING_PAGE_IDS,
            { slugs: query.parents },
            opts(query),
          )
          const ids = listings.flatMap((listing) =>
            ((listing.contentCollection as { items?: { sys?: { id?: string } }[] } | null)?.items ?? [])
              .map((page) => page?.sys?.id)
              .filter((id): id is string => !!id),
          )
          if (ids.length === 0) return []
          where.sys = { id_in: ids }
        }
        const limit = Math.min(5, Math.max(1, query.limit ?? 5))
        const items = await client.fetchCollection(
          'contentPageCollection',
          Q.SEARCH_CONTENT_PAGES,
          { where, limit },
          opts(query),
        )
        return items.map((item) => toContentPageSummary(item))
      }),
  }
}
