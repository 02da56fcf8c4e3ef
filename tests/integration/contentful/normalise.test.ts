import { isKnownSectionType } from '@shop/blocks/sections'
import { createContentfulContentSource } from '@shop/content/contentful'
import { contentPageSchema, frontPageSchema, type RichTextNode } from '@shop/schemas'
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

beforeAll(async () => {
  server = await startLocalContentful((request) => {
    if (request.path !== GRAPHQL_PATH) return { status: 404, body: { sys: { type: 'Error', id: 'NotFound' } } }
    switch (operationName(request)) {
      case 'getFrontPage':
        return { body: fixture('graphql-front-page') }
      case 'getContentPage':
        return { body: fixture('graphql-content-page') }
      default:
        return { status: 400, body: { errors: [{ message: 'unknown operation' }] } }
    }
  })
})
afterAll(() => server.close())

const source = () => createContentfulContentSource({ spaceId: SPACE, accessToken: TOKEN, baseUrl: server.url })

function walk(nodes: RichTextNode[], visit: (node: RichTextNode) => void): void {
  for (const node of nodes) {
    visit(node)
    if ('children' in node) walk(node.children, visit)
  }
}

describe('Contentful normalisation (recorded GraphQL responses)', () => {
  it('sends a bearer-authenticated JSON GraphQL POST with query and variables', async () => {
    await source().frontPage({ brand: 'nordbygg' })
    const request = server.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request?.headers['content-type']).toContain('application/json')
    const body = request?.body as { query: string; variables: Record<string, unknown> }
    expect(body.query).toContain('frontPageCollection(limit: 1')
    expect(body.query).toContain('sectionsCollection(limit: 20)')
    expect(body.variables).toEqual({ preview: false })
  })

  it('normalises the front page to a schema-valid FrontPage', async () => {
    const page = await source().frontPage({ brand: 'nordbygg' })
    expect(page).not.toBeNull()
    expect(frontPageSchema.parse(page)).toEqual(page)
    expect(page?.hero.title).toBe('Allt för bygget')
    expect(page?.hero.titleFontSize).toBe('large')
    expect(page?.hero.heroDesktop?.url).toMatch(/^https:\/\/images\.ctfassets\.net\//)
    expect(page?.hero.heroDesktop?.width).toBe(2560)
    expect(page?.sections.map((s) => s.type)).toEqual([
      'LargeSection',
      'SubBanners',
      'RandomBanners',
      'MarketingBanners',
      'ContentBanners',
      'SelectedProducts',
      'AssortmentIcons',
    ])
  })

  it('normalises a content page holding one section of every one of the 16 types', async () => {
    const page = await source().contentPage({ brand: 'nordbygg', slug: 'alla-sektioner' })
    expect(page).not.toBeNull()
    if (!page) return
    expect(contentPageSchema.parse(page)).toEqual(page)
    expect(server.requests.at(-1)?.body).toMatchObject({ variables: { slug: 'alla-sektioner', preview: false } })
    expect(page).toMatchObject({
      id: '3kPageAllSections',
      brand: 'nordbygg',
      slug: 'alla-sektioner',
      path: '/inspiration/alla-sektioner',
      title: 'Alla sektioner',
      preTitle: 'Testsida',
      showSidebar: true,
      categories: ['Bygg', 'Trädgård'],
      updatedAt: '2026-10-02T08:14:22.512Z',
    })
    expect(page.hero?.titleFontSize).toBe('medium')
    expect(page.banner?.marketingId).toBe('mkt-bnPage')
    expect(page.thumbnail).toMatchObject({ width: 600, height: 400, mimeType: 'image/jpeg' })

    // The fixture holds one entry of each section type; each maps to a known type, none twice.
    const types = page.sections.map((s) => s.type)
    expect(types.filter((type) => !isKnownSectionType(type))).toEqual([])
    expect(new Set(types).size).toBe(types.length)
    const byType = Object.fromEntries(page.sections.map((s) => [s.type, s]))
    expect(byType.AccountApplication?.data).toMatchObject({
      title: 'Ansök om företagskonto',
      formId: '4fFormAccount',
    })
    expect(byType.AssortmentIcons?.data).toMatchObject({
      title: 'Vårt sortiment',
      backgroundColor: '#f4efe6',
      items: [{ id: 'ai1', title: 'Trä', icon: { mimeType: 'image/svg+xml', width: 64 } }, { title: 'Verktyg' }],
    })
    expect(byType.ContactCards?.data).toMatchObject({ contacts: [{ name: 'Karin Lindqvist', role: 'Butikschef' }] })
    expect(byType.ContentBanners?.data).toMatchObject({
      banners: [{ id: 'bnC1', title: 'Bygg altan', template: 'default' }],
    })
    expect(byType.ImageSetOfThree?.data.images).toHaveLength(3)
    expect(byType.ImageSingle?.data).toMatchObject({ image: { title: 'Lager' } })
    expect(byType.InfoBlock?.data).toMatchObject({
      title: 'Fri frakt över 5 000 kr',
      link: { url: '/leveransvillkor', text: 'Villkor' },
    })
    expect(byType.LargeSection?.data.text).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Vi hjälper dig med ' },
          { type: 'text', text: 'allt', bold: true },
          { type: 'text', text: ' från ritning till leverans.' },
        ],
      },
    ])
    expect(byType.MarketingBanners?.data).toMatchObject({ title: 'Veckans erbjudanden', backgroundColor: '#003b5c' })
    expect(byType.RandomBanners?.data).toMatchObject({ banners: [{ weight: 3 }, { weight: 1 }] })
    expect(byType.SelectedProducts?.data).toMatchObject({ articleNumbers: ['1001234', '1005678', '2003456'] })
    expect(byType.SubBanners?.data).toMatchObject({ title: 'Mer från oss' })
    expect(byType.TextAndMedia?.data).toMatchObject({
      mediaPosition: 'right',
      media: { url: expect.stringContaining('skog.jpg') },
    })
    expect(byType.TextBlock?.data).toMatchObject({ title: 'Om oss' })
    expect(byType.Video?.data).toMatchObject({
      videoUrl: expect.stringContaining('youtube.com'),
      poster: { width: 1280 },
    })
    expect(byType.Accordions?.data).toMatchObject({
      items: [{ title: 'Hur lång är leveranstiden?', answer: [{ type: 'paragraph' }] }, { id: 'acc2' }],
    })
    for (const section of page.sections) expect(typeof section.data.title).toBe('string')
  })

  it('converts rich text: headings, marks, line breaks, links, lists, quote, embedded asset, entry and inline button', async () => {
    const page = await source().contentPage({ brand: 'nordbygg', slug: 'alla-sektioner' })
    const body = page?.bodyTextPrimary ?? []
    const nodes: RichTextNode[] = []
    walk(body, (node) => nodes.push(node))

    expect(body[0]).toEqual({ type: 'heading', level: 2, children: [{ type: 'text', text: 'Så fungerar det' }] })
    expect(nodes).toContainEqual({
      type: 'link',
      url: 'https://www.boverket.se/regler',
      external: true,
      children: [{ type: 'text', text: 'byggregler' }],
    })
    expect(nodes).toContainEqual(expect.objectContaining({ type: 'link', url: '/kundservice', external: false }))
    expect(nodes).toContainEqual(expect.objectContaining({ type: 'link', url: '/leveranser', external: false }))
    expect(nodes).toContainEqual({ type: 'text', text: 'Fet', bold: true })
    expect(nodes).toContainEqual({ type: 'text', text: 'kursiv', italic: true })
    expect(nodes).toContainEqual({ type: 'lineBreak' })
    expect(nodes).toContainEqual({
      type: 'asset',
      asset: {
        url: `https://images.ctfassets.net/${SPACE}/7xBodyImage/3f1c9a7e2b4d5c6e8f90a1b2c3d4e5f6/altan.jpg`,
        title: 'Altan i lärkträ',
        width: 1200,
        height: 800,
        mimeType: 'image/jpeg',
      },
    })
    expect(nodes).toContainEqual({
      type: 'button',
      button: {
        text: 'Boka konsultation',
        url: '/boka',
        variant: 'secondary',
        size: 'large',
        shape: 'pill',
        inline: true,
        icon: 'calendar',
      },
    })
    expect(nodes).toContainEqual(
      expect.objectContaining({
        type: 'entry',
        entryType: 'InfoBlock',
        id: '3cInfoEmbedded',
        data: expect.objectContaining({ title: 'Öppettider i jul' }),
      }),
    )
    expect(nodes.filter((n) => n.type === 'list').map((n) => n.type === 'list' && n.ordered)).toEqual([false, true])
    expect(nodes.filter((n) => n.type === 'listItem')).toHaveLength(4)
    expect(nodes).toContainEqual(expect.objectContaining({ type: 'quote' }))
    expect(nodes.filter((n) => n.type === 'heading').map((n) => n.type === 'heading' && n.level)).toEqual([2, 3, 4])
    expect(page?.ingress).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Ingress med ' },
          { type: 'link', url: 'https://example.se', external: true, children: [{ type: 'text', text: 'länk' }] },
        ],
      },
    ])
  })

  it('refuses a page under the wrong listing page', async () => {
    expect(await source().contentPage({ brand: 'nordbygg', slug: 'alla-sektioner', listingSlug: 'annat' })).toBeNull()
  })
})
