import { createContentfulContentSource } from '@shop/content/contentful'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectSectionsToRender } from '../support/render-sections'
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

beforeAll(async () => {
  server = await startLocalContentful((request) =>
    request.path === GRAPHQL_PATH && operationName(request) === 'getContentPage'
      ? { body: fixture('graphql-content-page') }
      : { status: 404, body: { sys: { id: 'NotFound' } } },
  )
})
afterAll(() => server.close())

describe('Contentful content renders through the block registry', () => {
  it('every normalised section parses with its block schema and renders its title', async () => {
    const source = createContentfulContentSource({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url })
    const page = await source.contentPage({ brand: 'nordbygg', slug: 'alla-sektioner' })
    expect(page?.sections).toHaveLength(16)
    await expectSectionsToRender(page?.sections ?? [])
  })
})
