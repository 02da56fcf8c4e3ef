import { ContentfulHttpError, ContentfulNetworkError, createContentfulClient } from '@shop/content/contentful'
import { GET_CONTENT_PAGE } from '@shop/content/contentful/graphql'
import { afterEach, describe, expect, it } from 'vitest'
import {
  closedPortUrl,
  fixture,
  type Handler,
  type LocalContentful,
  SPACE,
  startLocalContentful,
  TOKEN,
} from './server'

let server: LocalContentful | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function serve(handler: Handler): Promise<LocalContentful> {
  server = await startLocalContentful(handler)
  return server
}

/** Records the waits instead of waiting. */
function recordingSleep() {
  const waits: number[] = []
  return { waits, sleep: async (ms: number) => void waits.push(ms) }
}

describe('Contentful HTTP: retries, timeout (spec section 9)', () => {
  it('503, 503, 200: succeeds after 3 requests with growing waits', async () => {
    let count = 0
    const local = await serve(() =>
      ++count <= 2 ? { status: 503, body: { message: 'Service Unavailable' } } : { body: fixture('graphql-empty') },
    )
    const { waits, sleep } = recordingSleep()
    const client = createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url }, { sleep })
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.error).toBeNull()
    expect(result.data).toEqual({ contentPageCollection: { items: [] } })
    expect(local.requests).toHaveLength(3)
    expect(waits).toHaveLength(2)
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity)
    expect(waits[0]).toBeGreaterThan(0)
  })

  it('429 honours X-Contentful-RateLimit-Reset (and Retry-After)', async () => {
    let count = 0
    const local = await serve(() => {
      count++
      if (count === 1)
        return {
          status: 429,
          headers: { 'X-Contentful-RateLimit-Reset': '3' },
          body: { sys: { id: 'RateLimitExceeded' } },
        }
      if (count === 2)
        return { status: 429, headers: { 'Retry-After': '2' }, body: { sys: { id: 'RateLimitExceeded' } } }
      return { body: fixture('graphql-empty') }
    })
    const { waits, sleep } = recordingSleep()
    const client = createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url }, { sleep })
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.error).toBeNull()
    expect(local.requests).toHaveLength(3)
    expect(waits).toEqual([3000, 2000])
  })

  it('400 is not retried', async () => {
    const local = await serve(() => ({
      status: 400,
      body: { errors: [{ message: 'Cannot query field "nope" on type "ContentPage".' }] },
    }))
    const { waits, sleep } = recordingSleep()
    const client = createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url }, { sleep })
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.data).toBeNull()
    expect(result.error).toBeInstanceOf(ContentfulHttpError)
    expect(result.error).toMatchObject({ statusCode: 400 })
    expect(local.requests).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('a 5xx that never recovers fails after 5 retries', async () => {
    const local = await serve(() => ({ status: 500, body: { message: 'Internal Server Error' } }))
    const { waits, sleep } = recordingSleep()
    const client = createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url }, { sleep })
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.error).toMatchObject({ statusCode: 500 })
    expect(local.requests).toHaveLength(6)
    expect(waits).toHaveLength(5)
  })

  it('connection refused is retried, then the error after 5 retries', async () => {
    const { waits, sleep } = recordingSleep()
    const attempts: number[] = []
    const client = createContentfulClient(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: await closedPortUrl() },
      { sleep, onAttempt: ({ attempt }) => attempts.push(attempt) },
    )
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.data).toBeNull()
    expect(result.error).toBeInstanceOf(ContentfulNetworkError)
    expect(result.error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(result.error?.message).toContain('after 5 retries')
    expect(attempts).toEqual([0, 1, 2, 3, 4, 5])
    expect(waits).toHaveLength(5)
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] ?? Infinity)
  })

  it('enforces the timeout and retries a timed-out request', async () => {
    let count = 0
    const local = await serve(() =>
      ++count === 1 ? { delayMs: 1000, body: fixture('graphql-empty') } : { body: fixture('graphql-empty') },
    )
    const { waits, sleep } = recordingSleep()
    const client = createContentfulClient(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url, timeoutMs: 100 },
      { sleep },
    )
    const started = Date.now()
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.error).toBeNull()
    expect(local.requests).toHaveLength(2)
    expect(waits).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('a request that keeps timing out fails with a timeout error', async () => {
    const local = await serve(() => ({ delayMs: 500, body: fixture('graphql-empty') }))
    const client = createContentfulClient(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url, timeoutMs: 50, retries: 1 },
      { sleep: async () => {} },
    )
    const result = await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(result.error).toMatchObject({ code: 'TIMEOUT' })
    expect(result.error?.message).toContain('timed out after 50 ms')
    expect(local.requests).toHaveLength(2)
  })

  it('preview: true sends variables.preview and the preview token', async () => {
    const local = await serve(() => ({ body: fixture('graphql-empty') }))
    const client = createContentfulClient({
      spaceId: SPACE,
      accessToken: TOKEN,
      previewAccessToken: 'cpa-preview-token',
      preview: true,
      baseUrl: local.url,
    })
    await client.graphql(GET_CONTENT_PAGE, { slug: 'x' })
    expect(local.requests[0]?.body).toMatchObject({ variables: { slug: 'x', preview: true } })
    expect(local.requests[0]?.headers.authorization).toBe('Bearer cpa-preview-token')
  })
})

describe('Contentful HTTP: client-side rate limit', () => {
  it('20 requests at 10/s take ≥ 1 s of (fake) clock and never more than 10 start within any 1 s', async () => {
    const local = await serve(() => ({ body: fixture('graphql-empty') }))
    let clock = 0
    const starts: number[] = []
    const client = createContentfulClient(
      { spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url, rateLimit: 10 },
      {
        now: () => clock,
        sleep: async (ms) => {
          clock += ms
        },
        onAttempt: ({ startedAt }) => starts.push(startedAt),
      },
    )
    const results = await Promise.all(Array.from({ length: 20 }, () => client.graphql(GET_CONTENT_PAGE, { slug: 'x' })))
    expect(results.every((r) => r.error === null)).toBe(true)
    expect(local.requests).toHaveLength(20)
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(1000)
    for (const start of starts) {
      expect(starts.filter((s) => s >= start && s < start + 1000).length).toBeLessThanOrEqual(10)
    }
  })

  it('20 requests at 10/s take ≥ ~1 s of real clock', async () => {
    const local = await serve(() => ({ body: fixture('graphql-empty') }))
    const client = createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: local.url, rateLimit: 10 })
    const started = Date.now()
    await Promise.all(Array.from({ length: 20 }, () => client.graphql(GET_CONTENT_PAGE, { slug: 'x' })))
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    const arrivals = local.requests.map((r) => r.at)
    const first = Math.min(...arrivals)
    expect(arrivals.filter((at) => at < first + 900).length).toBeLessThanOrEqual(10)
  })
})
