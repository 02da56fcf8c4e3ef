import type { BlockContext } from '@shop/blocks/context'
import { RenderSections } from '@shop/blocks/RenderSections'
import { parseSectionData } from '@shop/blocks/registry'
import { createContentfulContentSource } from '@shop/content/contentful'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

const context: BlockContext = {
  brand: 'nordbygg',
  loadProducts: async (articleNumbers) =>
    articleNumbers.map((articleNumber) => ({
      articleNumber,
      name: `Produkt ${articleNumber}`,
      url: `/produkt/${articleNumber}`,
      imageUrl: '/placeholder/product.jpg',
      unit: 'st',
      priceText: '129,00 kr/st',
    })),
  loadForm: async (id) => ({ id, title: 'Kontoansökan', formTitle: 'Ansök', formDescription: [], inputs: [] }),
  random: () => 0.5,
}

describe('Contentful content renders through the block registry', () => {
  it('every normalised section parses with its block schema and renders its title', async () => {
    const source = createContentfulContentSource({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url })
    const page = await source.contentPage({ brand: 'nordbygg', slug: 'alla-sektioner' })
    expect(page?.sections).toHaveLength(16)
    const sections = page?.sections ?? []
    for (const section of sections) {
      const parsed = parseSectionData(section.type, section.data)
      expect(parsed?.success, `${section.type}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true)
    }

    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const html = renderToString(await RenderSections({ sections, context }))
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    const decoded = html
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
    for (const section of sections) {
      expect(decoded, `${section.type} title`).toContain(String(section.data.title))
    }
  })
})
