/**
 * Content in Payload: editors scoped to their brands (issue 3 item 6), drafts, and the Payload content
 * source (packages/content/src/payload) against the real embedded database, seeded small.
 */

import { FRONT_PAGE_SECTION_TYPES } from '@shop/blocks/payload'
import { SECTION_TYPES } from '@shop/blocks/sections'
import type { ContentSource } from '@shop/content'
import { createPayloadContentSource } from '@shop/content/payload'
import { type Brand, brands } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { logIn } from '../../apps/web/src/accounts/login'
import { internalLinkExists, isCheckedLink } from '../../apps/web/src/content/link-targets'
import { DEMO_PASSWORD, editorEmail, seed } from '../../apps/web/src/seed'
import { BRAND_CONTENT } from '../../apps/web/src/seed/data/brand-content'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { expectSectionsToRender } from './support/render-sections'

vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-02T09:00:00.000Z')
const silent = () => {}

type AnyDoc = { id: number | string; [key: string]: unknown }
type User = AnyDoc & { collection: 'users' }

describe.each(databases)('content on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload
    let editor: User
    let source: ContentSource

    const pageOf = async (brand: string, slug: string) => {
      const result = await payload.find({
        collection: 'pages',
        where: { brand: { equals: brand }, slug: { equals: slug } },
        overrideAccess: true,
        depth: 0,
      })
      const doc = result.docs[0] as AnyDoc | undefined
      if (!doc) throw new Error(`${brand}/${slug} saknas`)
      return doc
    }

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 300, demo: true, now: NOW, log: silent })
      // Through the shop's login, as the login route does: the password works and the user carries editorBrands.
      const login = await logIn(
        payload,
        { logonId: editorEmail('trahuset'), password: DEMO_PASSWORD, email: null },
        'test',
        null,
      )
      if (!login.ok || login.value.kind !== 'session') throw new Error('editor login failed')
      editor = { ...(login.value.user as unknown as AnyDoc), collection: 'users' }
      source = createPayloadContentSource(payload)
    })
    afterAll(async () => {
      await t?.destroy()
    })

    describe('editors', () => {
      it('seeds one editor per brand, allowed into the admin', async () => {
        expect(editor.editorBrands).toEqual(['trahuset'])
        const adminAccess = payload.collections.users.config.access.admin as (args: { req: unknown }) => boolean
        expect(adminAccess({ req: { user: editor } })).toBe(true)
        for (const brand of ['nordbygg', 'proffsbygget']) {
          const users = await payload.find({
            collection: 'users',
            where: { email: { equals: editorEmail(brand) } },
            overrideAccess: true,
          })
          expect((users.docs[0] as unknown as AnyDoc | undefined)?.editorBrands).toEqual([brand])
        }
      })

      it('reads and updates a page of their own brand', async () => {
        const own = await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'kundservice' } },
          user: editor,
          overrideAccess: false,
          draft: true,
        })
        // Published pages of every brand are public; drafts only of their own. Updates: own brand only.
        expect(own.docs.length).toBeGreaterThanOrEqual(1)
        const page = await pageOf('trahuset', 'kundservice')
        const updated = await payload.update({
          collection: 'pages',
          id: page.id,
          data: { title: 'Kundservice Trähuset' },
          user: editor,
          overrideAccess: false,
          context: { disableRevalidate: true },
        })
        expect(updated.title).toBe('Kundservice Trähuset')
      })

      it('cannot read a draft of another brand', async () => {
        const draft = await payload.create({
          collection: 'pages',
          data: { brand: 'nordbygg', title: 'Hemlig nyhet', slug: 'hemlig-nyhet', _status: 'draft' },
          draft: true,
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        const asEditor = await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'hemlig-nyhet' } },
          user: editor,
          overrideAccess: false,
          draft: true,
        })
        expect(asEditor.docs).toHaveLength(0)
        await expect(
          payload.findByID({ collection: 'pages', id: draft.id, user: editor, overrideAccess: false, draft: true }),
        ).rejects.toThrow()
        const versions = await payload.findVersions({
          collection: 'pages',
          where: { parent: { equals: draft.id } },
          user: editor,
          overrideAccess: false,
        })
        expect(versions.docs).toHaveLength(0)
        // Nor does the public.
        const anonymous = await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'hemlig-nyhet' } },
          overrideAccess: false,
        })
        expect(anonymous.docs).toHaveLength(0)
        // The nordbygg editor does see it.
        const nordEditor = await logIn(
          payload,
          { logonId: editorEmail('nordbygg'), password: DEMO_PASSWORD, email: null },
          'test',
          null,
        )
        if (!nordEditor.ok || nordEditor.value.kind !== 'session') throw new Error('editor login failed')
        const asNord = await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'hemlig-nyhet' } },
          user: { ...nordEditor.value.user, collection: 'users' },
          overrideAccess: false,
          draft: true,
        })
        expect(asNord.docs).toHaveLength(1)
      })

      it('cannot update or delete a page of another brand', async () => {
        const page = await pageOf('nordbygg', 'kundservice')
        await expect(
          payload.update({
            collection: 'pages',
            id: page.id,
            data: { title: 'Kapad' },
            user: editor,
            overrideAccess: false,
            context: { disableRevalidate: true },
          }),
        ).rejects.toThrow()
        // Bulk update by where (what PATCH /api/payload/pages?where=... runs) touches nothing of nordbygg.
        const bulk = await payload.update({
          collection: 'pages',
          where: { brand: { equals: 'nordbygg' } },
          data: { title: 'Kapad' },
          user: editor,
          overrideAccess: false,
          context: { disableRevalidate: true },
        })
        expect(bulk.docs).toHaveLength(0)
        await expect(
          payload.delete({ collection: 'pages', id: page.id, user: editor, overrideAccess: false }),
        ).rejects.toThrow()
        expect((await pageOf('nordbygg', 'kundservice')).title).toBe('Kundservice')
      })

      it('cannot create a page in another brand', async () => {
        await expect(
          payload.create({
            collection: 'pages',
            data: { brand: 'nordbygg', title: 'Intrång', slug: 'intrang' },
            user: editor,
            overrideAccess: false,
            context: { disableRevalidate: true },
          }),
        ).rejects.toThrow()
        const created = await payload.create({
          collection: 'pages',
          data: { brand: 'trahuset', title: 'Egen sida', slug: 'egen-sida' },
          user: editor,
          overrideAccess: false,
          draft: true,
          context: { disableRevalidate: true },
        })
        expect(created.brand).toBe('trahuset')
      })

      it('cannot move a page of their brand to another brand', async () => {
        const page = await pageOf('trahuset', 'om-oss')
        const error = await payload
          .update({
            collection: 'pages',
            id: page.id,
            data: { brand: 'nordbygg' },
            user: editor,
            overrideAccess: false,
            context: { disableRevalidate: true },
          })
          .then(
            () => null,
            (e: { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }) => e,
          )
        expect(error?.status).toBe(400)
        expect(error?.data?.errors?.[0]).toMatchObject({
          path: 'brand',
          message: expect.stringMatching(/egna varumärken/),
        })
        expect((await pageOf('trahuset', 'om-oss')).brand).toBe('trahuset')
      })

      it('applies the same scope to other content collections', async () => {
        const banners = await payload.find({
          collection: 'banners',
          where: { brand: { equals: 'nordbygg' } },
          limit: 1,
        })
        const banner = banners.docs[0] as unknown as AnyDoc
        await expect(
          payload.update({
            collection: 'banners',
            id: banner.id,
            data: { title: 'Kapad' },
            user: editor,
            overrideAccess: false,
            context: { disableRevalidate: true },
          }),
        ).rejects.toThrow()
        const front = await payload.find({
          collection: 'front-pages',
          where: { brand: { equals: 'trahuset' } },
          user: editor,
          overrideAccess: false,
          draft: true,
        })
        expect(front.docs).toHaveLength(1)
      })

      it('cannot read other users, customer or order data; form submissions only of their brand', async () => {
        const users = await payload.find({ collection: 'users', user: editor, overrideAccess: false })
        expect(users.docs.map((u) => u.email)).toEqual([editorEmail('trahuset')])
        for (const collection of ['customers', 'orders', 'carts', 'quotes', 'prices'] as const) {
          const result = await payload
            .find({ collection, user: editor, overrideAccess: false, limit: 1 })
            .catch(() => ({ docs: [] }))
          expect(result.docs, collection).toHaveLength(0)
        }
        const forms = await payload.find({ collection: 'dynamic-forms', overrideAccess: true, limit: 10 })
        for (const form of forms.docs as unknown as AnyDoc[]) {
          await payload.create({
            collection: 'form-submissions',
            data: { brand: form.brand as 'nordbygg', form: form.id as number, values: { Företagsnamn: 'Bygg AB' } },
            overrideAccess: true,
          })
        }
        const seen = await payload.find({ collection: 'form-submissions', user: editor, overrideAccess: false })
        expect(seen.docs.length).toBe(1)
        expect(seen.docs.every((d) => d.brand === 'trahuset')).toBe(true)
        await expect(payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow()
        await expect(
          payload.create({
            collection: 'form-submissions',
            data: { brand: 'trahuset', form: forms.docs[0]?.id as number, values: {} },
            user: editor,
            overrideAccess: false,
          }),
        ).rejects.toThrow()
      })
    })

    describe('internal links', () => {
      const trahuset = brands.find((b) => b.id === 'trahuset') as Brand
      const proffsbygget = brands.find((b) => b.id === 'proffsbygget') as Brand

      it('resolves a path as the storefront does: shop pages, route file, catalog, stores, content', async () => {
        for (const href of [
          '/',
          '/hitta-butik',
          // Trähuset's own route file.
          '/mitt-konto/listor',
          '/kategorier/tra-och-skivor/konstruktionsvirke',
          '/kampanjer',
          '/sortiment/proffsverktyg',
          `/butiker/${trahuset.defaultStoreId}`,
          '/bli-kund',
          '/guider',
          '/guider/bygga-altan?utm=nyhetsbrev#planera',
        ]) {
          expect(await internalLinkExists(payload, trahuset, href), href).toBe(true)
        }
        for (const href of [
          '/bli-kunder',
          '/guider/bygg-en-altan',
          '/kategorier/finns-inte',
          '/produkt/finns-inte',
          '/sortiment/finns-inte',
          // Ended before the seed's day.
          '/kampanjer/fargrea',
          // Proffsbygget's guides are its news.
          '/nyheter/bygga-altan',
          '/butiker/999',
          '/%E0%A4%A',
        ]) {
          expect(await internalLinkExists(payload, trahuset, href), href).toBe(false)
        }
        expect(await internalLinkExists(payload, proffsbygget, '/nyheter/bygga-altan')).toBe(true)
      })

      it('every internal link the seed wrote, shown or not, leads to a page of its brand', async () => {
        const links: Array<[brand: string, where: string, href: string]> = []
        const walk = (brand: string, where: string, value: unknown, key = '') => {
          if (typeof value === 'string') {
            if (/^(linkUrl|url)$/.test(key) && isCheckedLink(value) && !value.startsWith('/media/')) {
              links.push([brand, where, value])
            }
          } else if (Array.isArray(value)) {
            for (const [i, item] of value.entries()) walk(brand, `${where}.${i}`, item)
          } else if (value && typeof value === 'object') {
            for (const [k, v] of Object.entries(value)) walk(brand, `${where}.${k}`, v, k)
          }
        }
        for (const collection of [
          'front-pages',
          'pages',
          'stores',
          'banners',
          'menus',
          'alert-banners',
          'information-banners',
          'info-blocks',
          'footers',
          'headers',
        ] as const) {
          const { docs } = await payload.find({ collection, depth: 0, limit: 500, overrideAccess: true })
          for (const doc of docs as unknown as AnyDoc[]) {
            if (typeof doc.brand === 'string') walk(doc.brand, `${collection}/${doc.id}`, doc)
          }
        }
        expect(links.length).toBeGreaterThan(100)
        const broken: string[] = []
        for (const [brand, where, href] of links) {
          const config = brands.find((b) => b.id === brand) as Brand
          if (!(await internalLinkExists(payload, config, href, NOW))) broken.push(`${where}: ${href}`)
        }
        expect(broken).toEqual([])
      })

      it('refuses to publish a page whose link leads nowhere, in Swedish, and keeps it as a draft', async () => {
        const image = (await payload.find({ collection: 'media', where: { brand: { equals: 'trahuset' } }, limit: 1 }))
          .docs[0]?.id
        const data = {
          brand: 'trahuset',
          title: 'Länktest',
          slug: 'lanktest',
          sections: [{ blockType: 'ImageSingle', title: 'Bild', image, linkUrl: '/guider/bygg-en-altan' }],
        }
        const refused = await payload
          .create({ collection: 'pages', data: { ...data, _status: 'published' } as never })
          .then(
            () => null,
            (error: { data?: { errors?: Array<{ message: string; path: string }> } }) => error,
          )
        expect(refused?.data?.errors).toEqual([
          expect.objectContaining({
            path: 'sections.0.linkUrl',
            message:
              'Länken /guider/bygg-en-altan leder inte till någon sida hos Trähuset. Rätta adressen, eller publicera sidan den pekar på först.',
          }),
        ])
        expect(await internalLinkExists(payload, trahuset, '/lanktest')).toBe(false)
        const draft = await payload.create({
          collection: 'pages',
          data: { ...data, _status: 'draft' } as never,
          draft: true,
        })
        expect(draft.id).toBeTruthy()
        // Mended, it publishes.
        const published = await payload.update({
          collection: 'pages',
          id: draft.id,
          data: { _status: 'published', sections: [{ ...data.sections[0], linkUrl: '/guider/bygga-altan' }] } as never,
        })
        expect(published._status).toBe('published')
      })
    })

    describe('Payload content source', () => {
      it("front page: a hero and the brand's own sections in its own order", async () => {
        const heroes = new Set<string | undefined>()
        const orders = new Set<string>()
        for (const brand of ['nordbygg', 'trahuset', 'proffsbygget']) {
          const front = await source.frontPage({ brand })
          expect(front?.hero.title).toBeTruthy()
          // An upload of the brand's own, with the mobile crop the library drew from it.
          expect(front?.hero.heroDesktop?.url).toMatch(/^\/media\/[a-z0-9-]+\.jpg$/)
          expect(front?.hero.heroDesktop?.sizes?.heroMobile?.url).toMatch(/^\/media\/.+-800x800\.jpg$/)
          heroes.add(front?.hero.heroDesktop?.url)
          const types = front?.sections.map((s) => s.type) ?? []
          expect(types).toEqual(BRAND_CONTENT[brand]?.front.map((s) => s.type))
          for (const type of types) expect(FRONT_PAGE_SECTION_TYPES as readonly string[]).toContain(type)
          orders.add(types.join(','))
        }
        expect(heroes.size).toBe(3)
        expect(orders.size).toBe(3)
      })

      it('alla-sektioner renders every section through the block registry, as the Contentful source does', async () => {
        const page = await source.contentPage({ brand: 'nordbygg', slug: 'alla-sektioner' })
        expect(page?.sections).toHaveLength(SECTION_TYPES.length)
        await expectSectionsToRender(page?.sections ?? [])
      })

      it('alla-sektioner holds every section type with rich text converted and real data', async () => {
        const page = await source.contentPage({ brand: 'proffsbygget', slug: 'alla-sektioner' })
        expect(page?.sections.map((s) => s.type)).toEqual([...SECTION_TYPES])
        const byType = new Map(page?.sections.map((s) => [s.type, s.data]))
        const text = byType.get('TextBlock')?.text as Array<{ type: string; children?: Array<{ type: string }> }>
        expect(text[0]?.type).toBe('heading')
        // The editor's inline button comes back as a button node inside its paragraph.
        expect(text.flatMap((node) => node.children ?? []).some((child) => child.type === 'button')).toBe(true)
        const products = byType.get('SelectedProducts')?.articleNumbers as string[]
        const variants = await payload.find({
          collection: 'variants',
          where: { articleNumber: { in: products } },
          overrideAccess: true,
        })
        expect(variants.totalDocs).toBe(products.length)
        const formId = byType.get('AccountApplication')?.formId as string
        const form = await source.dynamicForm({ brand: 'proffsbygget', id: formId })
        expect(form?.inputs.length).toBeGreaterThan(3)
        expect(await source.dynamicForm({ brand: 'nordbygg', id: formId })).toBeNull()
      })

      it('same slug in two brands gives each brand its own page', async () => {
        const nord = await source.contentPage({ brand: 'nordbygg', slug: 'kundservice' })
        const pro = await source.contentPage({ brand: 'proffsbygget', slug: 'kundservice' })
        expect(nord?.brand).toBe('nordbygg')
        expect(pro?.brand).toBe('proffsbygget')
        expect(nord?.id).not.toBe(pro?.id)
        expect(nord?.bodyTextPrimary.length).toBeGreaterThan(0)
      })

      it('hides authenticatedOnly pages unless authenticated, and drafts unless preview', async () => {
        expect(await source.contentPage({ brand: 'nordbygg', slug: 'proffsavtal' })).toBeNull()
        const shown = await source.contentPage({ brand: 'nordbygg', slug: 'proffsavtal', authenticated: true })
        expect(shown?.authenticatedOnly).toBe(true)
        expect(await source.contentPage({ brand: 'nordbygg', slug: 'hemlig-nyhet' })).toBeNull()
        expect((await source.contentPage({ brand: 'nordbygg', slug: 'hemlig-nyhet', preview: true }))?.title).toBe(
          'Hemlig nyhet',
        )
      })

      it('listing page contains its pages with nested paths, ordered by tag order', async () => {
        const listing = await source.listingPage({ brand: 'nordbygg', slug: 'guider' })
        expect(listing?.total).toBe(2)
        expect(listing?.pages.map((p) => p.path)).toEqual(['/guider/bygga-altan', '/guider/tillaggsisolera-vinden'])
        const nested = await source.contentPage({ brand: 'nordbygg', slug: 'bygga-altan', listingSlug: 'guider' })
        expect(nested?.path).toBe('/guider/bygga-altan')
        expect(nested?.banner?.title).toBeTruthy()
        expect(await source.contentPage({ brand: 'nordbygg', slug: 'bygga-altan', listingSlug: 'nyheter' })).toBeNull()
      })

      it('store page has opening hours for every weekday and contacts', async () => {
        const stores = await source.storeDetails({ brand: 'trahuset' })
        expect(stores.length).toBeGreaterThan(0)
        const store = await source.storePage({ brand: 'trahuset', storeId: stores[0]?.storeId as string })
        expect(Object.keys(store?.openingHours ?? {}).sort()).toEqual([
          'friday',
          'monday',
          'saturday',
          'sunday',
          'thursday',
          'tuesday',
          'wednesday',
        ])
        for (const hours of Object.values(store?.openingHours ?? {})) expect(hours).toBeTruthy()
        expect(store?.contacts.length).toBeGreaterThan(0)
        expect(store?.sections.length).toBeGreaterThan(0)
        expect(await source.storePage({ brand: 'nordbygg', storeId: stores[0]?.storeId as string })).toBeNull()
      })

      it('search: limit 5 by default, excluded pages never, parents restrict to listing pages', async () => {
        for (let i = 0; i < 7; i++) {
          await payload.create({
            collection: 'pages',
            data: { brand: 'trahuset', title: `Sökbar sida ${i}`, slug: `sokbar-${i}`, _status: 'published' },
            overrideAccess: true,
            context: { disableRevalidate: true },
          })
        }
        expect(await source.searchPages({ brand: 'trahuset', q: 'Sökbar' })).toHaveLength(5)
        expect(await source.searchPages({ brand: 'trahuset', q: 'Sökbar', limit: 10 })).toHaveLength(7)
        expect(await source.searchPages({ brand: 'trahuset', q: 'Sökbar', parents: ['guider'] })).toHaveLength(0)
        const guides = await source.searchPages({ brand: 'trahuset', q: 'altan', parents: ['guider'] })
        expect(guides.map((p) => p.path)).toEqual(['/guider/bygga-altan'])
        // proffsavtal is excluded from search (and authenticatedOnly); alla-sektioner is excluded.
        expect(await source.searchPages({ brand: 'trahuset', q: 'Proffsavtal', authenticated: true })).toHaveLength(0)
        expect(await source.searchPages({ brand: 'trahuset', q: 'Alla sektioner' })).toHaveLength(0)
      })

      it('sitemap: listing pages and public, searchable pages with full paths, one brand only', async () => {
        await payload.create({
          collection: 'pages',
          data: { brand: 'trahuset', title: 'Bara Trähuset', slug: 'bara-trahuset', _status: 'published' },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        const paths = (await source.sitemap({ brand: 'trahuset' })).map((entry) => entry.path)
        expect(paths).toContain('/bara-trahuset')
        expect(paths).toContain('/guider')
        expect(paths).toContain('/guider/bygga-altan')
        expect(paths).toContain('/kundservice')
        // Logged-in-only and search-excluded pages stay out.
        expect(paths).not.toContain('/proffsavtal')
        expect(paths).not.toContain('/alla-sektioner')
        const nordbygg = (await source.sitemap({ brand: 'nordbygg' })).map((entry) => entry.path)
        expect(nordbygg).toContain('/kundservice')
        expect(nordbygg).not.toContain('/bara-trahuset')
      })

      it('hero by slug and retailers', async () => {
        expect((await source.hero({ brand: 'nordbygg', slug: 'kampanjer' }))?.title).toBe('Kampanjer')
        expect(await source.hero({ brand: 'nordbygg', slug: 'finns-inte' })).toBeNull()
        expect((await source.retailers({ brand: 'nordbygg' })).length).toBe(3)
      })
    })
  })
})
