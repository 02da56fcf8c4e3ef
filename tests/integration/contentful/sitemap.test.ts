import { createContentfulContentSource } from '@shop/content/contentful'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fixture,
  GRAPHQL_PATH,
  type LocalContentful,
  operationName,
  SPACE,
  startLocalContentful,
  TOKEN,
} from './server'

let server: LocalContentful
const variables: unknown[] = []

beforeAll(async () => {
  server = await startLocalContentful((request) => {
    if (request.path === GRAPHQL_PATH && operationName(request) === 'getSitemap') {
      variables.push((request.body as { variables?: unknown }).variables)
      return { body: fixture('graphql-sitemap') }
    }
    return { status: 404, body: { sys: { id: 'NotFound' } } }
  })
})
afterAll(() => server.close())

describe('Contentful sitemap', () => {
  it('lists listing pages and public content pages with their full paths, published content only', async () => {
    const source = createContentfulContentSource({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url })
    expect(await source.sitemap({ brand: 'nordbygg', preview: true })).toEqual([
      { path: '/guider', updatedAt: '2026-11-01T08:00:00.000Z' },
      { path: '/kundservice', updatedAt: '2026-11-02T08:00:00.000Z' },
      { path: '/guider/bygga-altan', updatedAt: '2026-11-03T08:00:00.000Z' },
    ])
    expect(variables[0]).toMatchObject({ preview: false })
  })
})
