import { ContentNotFoundError } from '@shop/content'
import { ContentfulGraphQLError, createContentfulClient, createContentfulContentSource } from '@shop/content/contentful'
import { GET_CONTENT_PAGE } from '@shop/content/contentful/graphql'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  closedPortUrl,
  ENTRIES_PATH,
  fixture,
  GRAPHQL_PATH,
  type LocalContentful,
  operationName,
  SPACE,
  startLocalContentful,
  TOKEN,
} from './server'

let server: LocalContentful
/** Which recorded response the next GraphQL request gets. */
let graphqlFixture = 'graphql-empty'
let entriesFixture = 'cda-entries-empty'

beforeAll(async () => {
  server = await startLocalContentful((request) => {
    if (request.path === GRAPHQL_PATH && operationName(request)) return { body: fixture(graphqlFixture) }
    if (request.path === ENTRIES_PATH && request.method === 'GET') return { body: fixture(entriesFixture) }
    return {
      status: 404,
      body: { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' },
    }
  })
})
afterAll(() => server.close())

const options = () => ({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url })
const noWait = { sleep: async () => {} }

describe('Contentful error rules (spec section 8)', () => {
  it('an empty collection is null from the ContentSource and ContentNotFoundError from fetchSingle', async () => {
    graphqlFixture = 'graphql-empty'
    const source = createContentfulContentSource(options(), noWait)
    expect(await source.contentPage({ brand: 'nordbygg', slug: 'finns-inte' })).toBeNull()
    const error = await source.client
      .fetchSingle('contentPageCollection', GET_CONTENT_PAGE, { slug: 'finns-inte' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentNotFoundError)
    expect(error).toMatchObject({ message: 'Content not found', statusCode: 404 })
  })

  it('exactly one item without fields is not found (GraphQL and CDA)', async () => {
    graphqlFixture = 'graphql-no-fields'
    const source = createContentfulContentSource(options(), noWait)
    expect(await source.contentPage({ brand: 'nordbygg', slug: 'tom' })).toBeNull()
    await expect(source.client.fetchSingle('contentPageCollection', GET_CONTENT_PAGE, { slug: 'tom' })).rejects.toThrow(
      ContentNotFoundError,
    )

    entriesFixture = 'cda-entries-no-fields'
    await expect(source.client.getSingleEntry({ content_type: 'alertBanner' })).rejects.toMatchObject({
      message: 'Content not found',
      statusCode: 404,
    })
    entriesFixture = 'cda-entries-empty'
    await expect(source.client.getSingleEntry({ content_type: 'alertBanner' })).rejects.toThrow(ContentNotFoundError)
  })

  it('unresolvable links: the data is still returned and the ids are reported, tagged service=cms', async () => {
    graphqlFixture = 'graphql-unresolvable'
    const report = vi.fn()
    const source = createContentfulContentSource(options(), { ...noWait, report, development: false })
    const page = await source.frontPage({ brand: 'nordbygg' })
    expect(page?.sections.map((s) => s.type)).toEqual(['LargeSection', 'SubBanners'])
    expect(report).toHaveBeenCalledTimes(1)
    const [error, tags] = report.mock.calls[0] ?? []
    expect((error as Error).message).toBe('Unresolvable CMS content - ids: a, b')
    expect(tags).toEqual({ service: 'cms' })
  })

  it('unresolvable links are not reported in development', async () => {
    graphqlFixture = 'graphql-unresolvable'
    const report = vi.fn()
    const source = createContentfulContentSource(options(), { ...noWait, report, development: true })
    expect(await source.frontPage({ brand: 'nordbygg' })).not.toBeNull()
    expect(report).not.toHaveBeenCalled()
  })

  it('CDA links that cannot be resolved are reported too, the entry still returned', async () => {
    entriesFixture = 'cda-entries-logo'
    const report = vi.fn()
    const client = createContentfulClient(options(), { ...noWait, report, development: false })
    const entry = await client.getSingleEntry({ content_type: 'logo', include: 2 })
    const fields = entry.fields as Record<string, unknown>
    expect(fields.logo).toMatchObject({ fields: { title: 'Nordbygg logotyp' } })
    expect(fields.logoSmall).toBeUndefined()
    expect(report.mock.calls[0]?.[0]).toMatchObject({ message: 'Unresolvable CMS content - ids: 4lMissing' })
    const request = server.requests.at(-1)
    expect(request?.search.get('content_type')).toBe('logo')
    expect(request?.search.get('limit')).toBe('1')
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('other GraphQL errors are returned as the error and thrown by the ContentSource (and reported)', async () => {
    graphqlFixture = 'graphql-too-complex'
    const report = vi.fn()
    const source = createContentfulContentSource(options(), { ...noWait, report, development: false })
    const result = await source.client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.data).toBeNull()
    expect(result.error).toBeInstanceOf(ContentfulGraphQLError)
    expect(result.error?.message).toContain('maximum allowed complexity')
    await expect(source.contentPage({ brand: 'nordbygg', slug: 'x' })).rejects.toThrow(ContentfulGraphQLError)
    expect(report).toHaveBeenCalledWith(expect.any(ContentfulGraphQLError), { service: 'cms' })
  })

  it('a network failure gives null data and the error', async () => {
    const client = createContentfulClient(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: await closedPortUrl(), retries: 0 },
      noWait,
    )
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.data).toBeNull()
    expect(result.error?.message).toContain('ECONNREFUSED')
  })

  it("errors of the 'request aborted' kind are not reported", async () => {
    graphqlFixture = 'graphql-empty'
    const report = vi.fn()
    const source = createContentfulContentSource(options(), { ...noWait, report, development: false })
    const controller = new AbortController()
    controller.abort()
    const result = await source.client.graphql(GET_CONTENT_PAGE, { slug: 'x' }, { signal: controller.signal })
    expect(result.error?.message).toMatch(/^request aborted/)
    source.client.report(result.error)
    expect(report).not.toHaveBeenCalled()
  })
})
