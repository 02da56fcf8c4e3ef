import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { activeCampaigns, productGroup } from '../../apps/web/src/catalog/campaigns'
import {
  attributeSequence,
  categoryMenu,
  customerAssortment,
  productBreadcrumbs,
  searchBreadcrumbs,
} from '../../apps/web/src/catalog/categories'
import { entitiesByAttribute } from '../../apps/web/src/catalog/entities'
import { findLocations, searchLocations } from '../../apps/web/src/catalog/locations'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

// The catalog modules are marked server-only for Next; here they run in plain Node.
vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-02T09:00:00.000Z')
const DAY = 86_400_000
const silent = () => {}
const TOPS = 12
const NOT_FOUND = { ok: false, failure: { kind: 'not_found', error: 'errors.not_found' } }
const FORBIDDEN = { ok: false, failure: { kind: 'forbidden', error: 'errors.forbidden_action' } }

type Attribute = { attributeName: string; attributeValue: string }

describe.each(databases)('catalog metadata on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 300, demo: true, now: NOW, log: silent })
    })
    afterAll(async () => {
      await t?.destroy()
    })

    describe('locations', () => {
      it('lists the brand’s stores by Swedish name order, without the central warehouse', async () => {
        const locations = await findLocations(payload, { brand: 'nordbygg' })
        expect(locations.length).toBeGreaterThan(5)
        expect(locations.map((l) => l.id)).not.toContain('900')
        const names = locations.map((l) => l.name)
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')))
        // Ö sorts after Z in Swedish (a plain code-point or English sort puts it elsewhere).
        expect(names.at(-1)).toBe('Nordbygg Östersund')
        const umea = locations.find((l) => l.id === '101')
        expect(umea).toMatchObject({
          name: 'Nordbygg Umeå',
          address1: 'Förrådsvägen 8',
          postalCode: '901 32',
          city: 'Umeå',
          isCentralWarehouse: false,
        })
        expect(umea?.latitude).toBeCloseTo(63.8258)
        expect(umea?.services).toContain('standard-pickup')
        expect(umea?.openingHours.monday).toBe('06:30–18:00')
        expect(umea?.email).toMatch(/@/)
      })

      it('adds the central warehouse only on request', async () => {
        const locations = await findLocations(payload, { brand: 'nordbygg', includeCentral: true })
        expect(locations.find((l) => l.id === '900')).toMatchObject({ isCentralWarehouse: true })
      })

      it('keeps to the brand', async () => {
        const trahuset = await findLocations(payload, { brand: 'trahuset' })
        expect(trahuset.length).toBeGreaterThan(0)
        expect(trahuset.every((l) => l.id.startsWith('2'))).toBe(true)
      })

      it('filters by services, all of them required', async () => {
        const all = await findLocations(payload, { brand: 'nordbygg' })
        const pickup = await findLocations(payload, { brand: 'nordbygg', services: ['standard-pickup'] })
        expect(pickup.map((l) => l.id)).toEqual(all.map((l) => l.id))
        const express = await findLocations(payload, { brand: 'nordbygg', services: ['express-delivery'] })
        expect(express.length).toBeGreaterThan(0)
        expect(express.length).toBeLessThan(all.length)
        expect(express.every((l) => l.services.includes('express-delivery'))).toBe(true)
        // Piteå is a small store: pick-up only.
        expect(express.map((l) => l.id)).not.toContain('106')
        const both = await findLocations(payload, { brand: 'nordbygg', services: ['express-delivery', 'drive-in'] })
        expect(both.length).toBeGreaterThan(0)
        expect(both.length).toBeLessThan(express.length)
        expect(both.every((l) => l.services.includes('express-delivery') && l.services.includes('drive-in'))).toBe(true)
      })

      it('filters by the store service a delivery method needs', async () => {
        const all = await findLocations(payload, { brand: 'nordbygg' })
        const express = await findLocations(payload, { brand: 'nordbygg', services: ['express-delivery'] })
        expect(await findLocations(payload, { brand: 'nordbygg', deliveryMethod: 'XXX' })).toEqual(express)
        expect(await findLocations(payload, { brand: 'nordbygg', deliveryMethod: 'EXH' })).toEqual(all)
        expect(await findLocations(payload, { brand: 'nordbygg', deliveryMethod: 'DBI' })).toEqual(all)
      })

      it('searches by name, town, street and postcode, ignoring case, å/ä/ö and spaces', async () => {
        const ids = async (query: string) => (await searchLocations(payload, 'nordbygg', query)).map((l) => l.id)
        expect(await ids('umea')).toEqual(['101'])
        expect(await ids('UMEÅ')).toEqual(['101'])
        expect(await ids('90132')).toEqual(['101'])
        expect(await ids('901 32')).toEqual(['101'])
        expect(await ids('forradsvagen')).toEqual(['101'])
        expect(await ids('östersund')).toEqual(['105'])
        expect(await ids('Nordbygg')).toEqual((await findLocations(payload, { brand: 'nordbygg' })).map((l) => l.id))
        expect(await ids('Kalmar')).toEqual([])
      })
    })

    describe('categories', () => {
      it('answers a product’s breadcrumbs from the top, and not found for an unknown product', async () => {
        const { docs } = await payload.find({ collection: 'products', limit: 1, depth: 0, sort: 'productId' })
        const product = docs[0]
        if (!product) throw new Error('no products seeded')
        const found = await productBreadcrumbs(payload, product.productId)
        const crumbs = found.ok ? found.value : []
        expect(crumbs).toHaveLength(3)
        expect(crumbs.at(-1)?.path).toBe(product.categoryPath)
        expect(crumbs[0]).toMatchObject({ url: `/kategorier/${crumbs[0]?.path}` })
        expect(crumbs[0]?.path).not.toContain('/')
        expect(await productBreadcrumbs(payload, 'finns-inte')).toEqual(NOT_FOUND)
      })

      it('searches breadcrumbs: known paths in result, unknown in errors', async () => {
        const search = await searchBreadcrumbs(payload, {
          paths: [
            'vvs',
            '/tra-och-skivor/konstruktionsvirke/',
            'finns/inte',
            'tra-och-skivor/konstruktionsvirke/reglar',
          ],
          images: true,
        })
        expect(search.result.map((r) => r.path)).toEqual([
          'vvs',
          'tra-och-skivor/konstruktionsvirke',
          'tra-och-skivor/konstruktionsvirke/reglar',
        ])
        expect(search.errors).toEqual([{ path: 'finns/inte', error: 'errors.not_found' }])
        const [vvs, mid, leaf] = search.result
        expect(vvs).toMatchObject({ name: 'VVS', slug: 'vvs', url: '/kategorier/vvs' })
        expect(vvs?.children).toBeGreaterThan(0)
        expect(mid?.children).toBeGreaterThan(0)
        expect(leaf).toMatchObject({ name: 'Reglar', children: 0 })
        // The family's picture in the media library.
        expect(leaf?.imageUrl).toMatch(/^\/media\/goods-[a-z]+-[0-9a-f]{10}(-\d+)?\.jpg$/)
        const withoutImages = await searchBreadcrumbs(payload, { paths: ['vvs'] })
        expect(withoutImages.result[0]).not.toHaveProperty('imageUrl')
      })

      it('counts paths outside the assortment as unknown', async () => {
        const search = await searchBreadcrumbs(payload, { paths: ['el', 'tradgard'], assortment: 'El' })
        expect(search.result.map((r) => r.path)).toEqual(['el'])
        expect(search.errors).toEqual([{ path: 'tradgard', error: 'errors.not_found' }])
      })

      it('builds the three-level menu in sort order, limited by assortment', async () => {
        const menu = await categoryMenu(payload)
        expect(menu).toHaveLength(TOPS)
        expect(menu[0]).toMatchObject({
          name: 'Trä & skivor',
          slug: 'tra-och-skivor',
          url: '/kategorier/tra-och-skivor',
        })
        const mid = menu[0]?.children[0]
        expect(mid?.path).toBe('tra-och-skivor/konstruktionsvirke')
        expect(mid?.children[0]).toMatchObject({ path: 'tra-och-skivor/konstruktionsvirke/reglar', children: [] })
        expect(await categoryMenu(payload, 'Standard')).toEqual(menu)
        expect(await categoryMenu(payload, 'Finns inte')).toEqual(menu)
        const el = await categoryMenu(payload, 'El')
        expect(el.map((c) => c.slug)).toEqual(['verktyg', 'jarnhandel', 'el', 'isolering', 'skydd-och-arbetsklader'])
      })

      it('answers a category’s attribute sequence by slug', async () => {
        const sequence = await attributeSequence(payload, 'reglar')
        expect(sequence.ok && sequence.value.category).toBe('reglar')
        expect(sequence.ok && sequence.value.attributeSequence.slice(0, 2)).toEqual(['Dimension', 'Längd'])
        expect(await attributeSequence(payload, 'finns-inte')).toEqual(NOT_FOUND)
      })
    })

    describe('customer assortment', () => {
      const customerDoc = async (customerId: string) => {
        const { docs } = await payload.find({ collection: 'customers', where: { customerId: { equals: customerId } } })
        if (!docs[0]) throw new Error(`customer ${customerId} not seeded`)
        return docs[0]
      }
      const user = (...customerDocIds: Array<string | number>) => ({
        role: 'USER' as const,
        customerPermissions: customerDocIds.map((id) => ({
          customerId: String(id),
          role: 'USER' as const,
          permissionDenies: [],
        })),
      })

      it('answers a permitted user the customer’s assortment and top paths', async () => {
        const el = await customerDoc('10009')
        const outcome = await customerAssortment(payload, '10009', user(el.id))
        expect(outcome).toEqual({
          ok: true,
          value: {
            customerId: '10009',
            assortment: 'El',
            categoryPaths: ['verktyg', 'jarnhandel', 'el', 'isolering', 'skydd-och-arbetsklader'],
          },
        })
        const standard = await customerDoc('10001')
        const all = await customerAssortment(payload, '10001', user(standard.id))
        expect(all.ok && all.value.categoryPaths).toHaveLength(TOPS)
      })

      it('refuses users without a permission on that customer, whether it exists or not', async () => {
        const other = await customerDoc('10001')
        expect(await customerAssortment(payload, '10009', user(other.id))).toEqual(FORBIDDEN)
        expect(await customerAssortment(payload, '99999', user(other.id))).toEqual(FORBIDDEN)
        // The customer number is not the document id the permission holds.
        expect(await customerAssortment(payload, '10009', user('10009'))).toEqual(FORBIDDEN)
      })

      it('lets a site admin read any customer and tells them about unknown ones', async () => {
        const admin = { role: 'SITE_ADMIN' as const, customerPermissions: [] }
        const outcome = await customerAssortment(payload, '10006', admin)
        expect(outcome.ok && outcome.value.assortment).toBe('VVS')
        expect(await customerAssortment(payload, '99999', admin)).toEqual(NOT_FOUND)
      })
    })

    describe('campaigns and ranges', () => {
      it('lists the brand’s running public campaigns', async () => {
        const campaigns = await activeCampaigns(payload, { brand: 'nordbygg', now: NOW })
        expect(campaigns.map((c) => c.slug).sort()).toEqual(['varens-byggkampanj', 'verktygsveckor'])
        const tools = campaigns.find((c) => c.slug === 'verktygsveckor')
        expect(tools).toMatchObject({ name: 'Verktygsveckor', url: '/kampanjer/verktygsveckor' })
        expect(tools?.articleCount).toBeGreaterThan(0)
        expect(tools?.description).toMatch(/Nordbygg/)
        expect(new Date(tools?.validFrom ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime())
        // Eleven days earlier the paint sale (ended five days ago) ran and the other two had not begun.
        const earlier = await activeCampaigns(payload, { brand: 'nordbygg', now: new Date(NOW.getTime() - 11 * DAY) })
        expect(earlier.map((c) => c.slug)).toEqual(['fargrea'])
      })

      it('shows customer-only campaigns only when asked for', async () => {
        const created = await payload.create({
          collection: 'campaigns',
          data: {
            brand: 'trahuset',
            name: 'Kundkväll',
            slug: 'kundkvall',
            validFrom: new Date(NOW.getTime() - DAY).toISOString(),
            validTo: new Date(NOW.getTime() + DAY).toISOString(),
            customerOnly: true,
            articleNumbers: ['1', '2'],
          },
          context: { disableRevalidate: true },
        })
        try {
          const open = await activeCampaigns(payload, { brand: 'trahuset', now: NOW })
          expect(open.map((c) => c.slug)).not.toContain('kundkvall')
          const customer = await activeCampaigns(payload, { brand: 'trahuset', now: NOW, includeCustomerOnly: true })
          expect(customer.find((c) => c.slug === 'kundkvall')).toMatchObject({ articleCount: 2 })
          expect(customer.length).toBe(open.length + 1)
        } finally {
          await payload.delete({ collection: 'campaigns', id: created.id, context: { disableRevalidate: true } })
        }
      })

      it('finds a brand range by slug or id, and nothing of another brand', async () => {
        const found = await productGroup(payload, 'nordbygg', 'proffsverktyg')
        if (!found.ok) throw new Error('the seeded range proffsverktyg is missing')
        const bySlug = found.value
        expect(bySlug).toMatchObject({ name: 'Proffsverktyg', slug: 'proffsverktyg', url: '/sortiment/proffsverktyg' })
        expect(bySlug.articleNumbers.length).toBeGreaterThan(0)
        expect(await productGroup(payload, 'nordbygg', String(bySlug.id))).toEqual(found)
        expect(await productGroup(payload, 'trahuset', String(bySlug.id))).toEqual(NOT_FOUND)
        expect(await productGroup(payload, 'nordbygg', 'finns-inte')).toEqual(NOT_FOUND)
      })
    })

    describe('entities by attribute', () => {
      let variants: Array<{ articleNumber: string; name: string; variantSlug: string; attributes: Attribute[] }>
      const having = (attributeName: string, attributeValue: string) =>
        variants
          .filter((v) =>
            v.attributes.some((a) => a.attributeName === attributeName && a.attributeValue === attributeValue),
          )
          .map((v) => v.articleNumber)
          .sort()

      beforeAll(async () => {
        const { docs } = await payload.find({
          collection: 'variants',
          select: { articleNumber: true, name: true, variantSlug: true, attributes: true },
          depth: 0,
          limit: 1000,
          pagination: false,
        })
        variants = docs.map((d) => ({ ...d, attributes: (d.attributes ?? []) as Attribute[] }))
      })

      it('finds exactly the variants having that name and value in one attribute', async () => {
        const expected = having('Träslag', 'gran')
        expect(expected.length).toBeGreaterThan(0)
        const entities = await entitiesByAttribute(payload, {
          attributeName: 'Träslag',
          attributeValue: 'gran',
          limit: 100,
        })
        expect(entities.map((e) => e.articleNumber)).toEqual(expected.slice(0, 100))
        const first = variants.find((v) => v.articleNumber === entities[0]?.articleNumber)
        expect(entities[0]).toEqual({
          articleNumber: first?.articleNumber,
          name: first?.name,
          variantSlug: first?.variantSlug,
          url: `/produkt/${first?.variantSlug}`,
        })
      })

      it('matches a maker and keeps to the limit', async () => {
        const maker = variants[0]?.attributes.find((a) => a.attributeName === 'Tillverkare')
        if (!maker) throw new Error('seeded variants lack a maker')
        const expected = having('Tillverkare', maker.attributeValue)
        const entities = await entitiesByAttribute(payload, { ...maker, limit: 1 })
        expect(entities.map((e) => e.articleNumber)).toEqual(expected.slice(0, 1))
      })

      it('does not pair a name with the value of another attribute', async () => {
        // Every lumber variant has both a 'Träslag' and a 'Dimension', but no 'Träslag' of '45x95 mm'.
        expect(having('Träslag', '45x95 mm')).toEqual([])
        expect(
          await entitiesByAttribute(payload, { attributeName: 'Träslag', attributeValue: '45x95 mm', limit: 20 }),
        ).toEqual([])
      })

      it('answers nothing for unknown attributes and is safe with quotes', async () => {
        expect(
          await entitiesByAttribute(payload, { attributeName: 'Finns inte', attributeValue: 'x', limit: 20 }),
        ).toEqual([])
        expect(
          await entitiesByAttribute(payload, {
            attributeName: `Träslag' or 1=1 --`,
            attributeValue: `"gran"`,
            limit: 20,
          }),
        ).toEqual([])
      })
    })
  })
})
