import {
  ContentfulConfigError,
  createContentfulClient,
  createContentfulContentSource,
  parseContentfulOptions,
} from '@shop/content/contentful'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_KEYS_PATH, fixture, type LocalContentful, SPACE, startLocalContentful, TOKEN } from './server'

describe('Contentful setup', () => {
  it('is refused without an access token or a space id', () => {
    expect(() => createContentfulContentSource({ spaceId: SPACE })).toThrow(ContentfulConfigError)
    expect(() => createContentfulContentSource({ spaceId: SPACE })).toThrow('accessToken missing')
    expect(() => createContentfulContentSource({ accessToken: TOKEN })).toThrow('spaceId missing')
    expect(() => createContentfulContentSource({ spaceId: ' ', accessToken: '' })).toThrow(
      'Contentful setup refused: accessToken and spaceId missing',
    )
  })

  it('applies the spec defaults and bounds', () => {
    expect(parseContentfulOptions({ spaceId: SPACE, accessToken: TOKEN })).toMatchObject({
      environment: 'master',
      preview: false,
      timeoutMs: 30_000,
      retries: 5,
      rateLimit: 7,
      baseUrl: 'https://cdn.contentful.com',
      graphqlUrl: 'https://graphql.contentful.com',
    })
    expect(parseContentfulOptions({ spaceId: SPACE, accessToken: TOKEN, preview: true }).baseUrl).toBe(
      'https://preview.contentful.com',
    )
    expect(() => parseContentfulOptions({ spaceId: SPACE, accessToken: TOKEN, rateLimit: 31 })).toThrow(
      ContentfulConfigError,
    )
    expect(() => parseContentfulOptions({ spaceId: SPACE, accessToken: TOKEN, rateLimit: 0 })).toThrow(
      ContentfulConfigError,
    )
    expect(() => parseContentfulOptions({ spaceId: SPACE, accessToken: TOKEN, retries: 6 })).toThrow(
      ContentfulConfigError,
    )
  })
})

describe('Contentful asset keys (expiry at most 48 h ahead)', () => {
  let server: LocalContentful
  const now = Date.UTC(2026, 10, 22, 12, 0, 0)
  const seconds = (ms: number) => Math.floor(ms / 1000)

  beforeAll(async () => {
    server = await startLocalContentful((request) =>
      request.path === ASSET_KEYS_PATH && request.method === 'POST'
        ? { status: 201, body: fixture('cda-asset-key') }
        : { status: 404, body: { sys: { id: 'NotFound' } } },
    )
  })
  afterAll(() => server.close())

  const client = () =>
    createContentfulClient({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url }, { now: () => now })

  it('refuses an expiry that is not a number, in the past, or more than 48 h ahead', async () => {
    await expect(client().createAssetKey('1790000000')).rejects.toThrow('expiresAt must be a number')
    await expect(client().createAssetKey(Number.NaN)).rejects.toThrow('expiresAt must be a number')
    await expect(client().createAssetKey(seconds(now - 60_000))).rejects.toThrow('in the past')
    await expect(client().createAssetKey(seconds(now + 48 * 3600_000 + 60_000))).rejects.toThrow(
      'more than 48 hours ahead',
    )
    expect(server.requests).toHaveLength(0)
  })

  it('POSTs a valid expiry to asset_keys', async () => {
    const expiresAt = seconds(now + 48 * 3600_000)
    const key = await client().createAssetKey(expiresAt)
    expect(key).toMatchObject({ policy: expect.any(String), secret: expect.any(String) })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: { expiresAt } })
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })
})
