import type { Shopper } from '@shop/commerce'
import type { ContentSource } from '@shop/content'
import { createPayloadContentSource } from '@shop/content/payload'
import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogSnapshot } from '../../apps/web/src/catalog/snapshot'
import { suggestions } from '../../apps/web/src/catalog/suggest'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

const NOW = new Date('2026-11-02T09:00:00.000Z')
const anonymous: Shopper = {
  loggedIn: false,
  customerId: null,
  storeId: '101',
  visibility: { prices: true, discounts: false },
}
const noPrices: Shopper = { ...anonymous, loggedIn: true, visibility: { prices: false, discounts: false } }

const nordbygg = brandById('nordbygg')
if (!nordbygg) throw new Error('no nordbygg brand')
const brand = nordbygg

describe.each(databases)('find-as-you-type suggestions on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload
    let content: ContentSource

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 1500, demo: false, now: NOW, log: () => {} })
      content = createPayloadContentSource(payload)
      await catalogSnapshot(payload, { wait: true })
    })
    afterAll(async () => {
      await t?.destroy()
    })

    const suggest = (q: string, shopper: Shopper = anonymous) => suggestions(payload, brand, q, shopper, { content })

    it("suggests screws and the 'Skruv' category for 'skruv'", async () => {
      const result = await suggest('skruv')
      expect(result.q).toBe('skruv')
      expect(result.products.length).toBeGreaterThan(0)
      expect(result.products.length).toBeLessThanOrEqual(6)
      for (const product of result.products) {
        expect(product.name).toMatch(/skruv/i)
        expect(product).toMatchObject({
          articleNumber: expect.any(String),
          url: expect.stringMatching(/^\/produkt\//),
          imageUrl: expect.stringMatching(/^\/media\//),
          unit: expect.any(String),
        })
        // The panel's thumbnail: the upload through next/image, with its measures.
        expect(product.picture?.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2F/)
        expect(product.picture?.width).toEqual(expect.any(Number))
        // Anonymous visitors on Nordbygg see list prices.
        expect(product.price?.articleNumber).toBe(product.articleNumber)
      }
      const [first] = result.categories
      expect(first?.name).toBe('Skruv')
      expect(first?.url).toBe(`/kategorier/${first?.path}`)
      expect(first?.parentName).toEqual(expect.any(String))
      expect(result.categories.length).toBeLessThanOrEqual(5)
      expect(result.pages).toEqual([])
    })

    it("suggests plasterboard products for the unfinished 'gips'", async () => {
      const result = await suggest('gips')
      expect(result.products.length).toBeGreaterThan(0)
      for (const product of result.products) expect(product.name).toMatch(/gips/i)
      expect(result.categories.map((c) => c.name)).toContain('Gipsskivor')
    })

    it('matches category words by prefix, ignoring case and å/ä/ö, shallower first on ties', async () => {
      expect((await suggest('RASP')).categories.map((c) => c.name)).toContain('Råspont & läkt')
      expect((await suggest('tra skiv')).categories.map((c) => c.name)).toContain('Trä & skivor')
      const depths = (await suggest('sk')).categories.map((c) => c.path.split('/').length)
      expect(depths).toEqual([...depths].sort((a, b) => a - b))
    })

    it('puts an exact article number first', async () => {
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const target = snapshot.rows[421]
      if (!target) throw new Error('seed too small')
      const result = await suggest(target.articleNumber)
      expect(result.products[0]?.articleNumber).toBe(target.articleNumber)
      expect(result.products[0]?.name).toBe(target.name)
    })

    it('gives no price at all to a shopper without the price right', async () => {
      const result = await suggest('skruv', noPrices)
      expect(result.products.length).toBeGreaterThan(0)
      for (const product of result.products) expect(product.price).toBeNull()
    })
  })
})
