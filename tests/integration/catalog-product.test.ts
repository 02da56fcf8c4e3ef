import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadProductPage } from '../../apps/web/src/catalog/product'
import { shopperVariants } from '../../apps/web/src/catalog/shopper-variants'
import { productStock } from '../../apps/web/src/catalog/stock-rows'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

// The catalog modules are marked server-only; Vitest is not a React server, so the marker is lifted.
vi.mock('server-only', () => ({}))

const VARIANTS = 300
const NOW = new Date('2026-11-02T09:00:00.000Z')
const silent = () => {}

const brand = brandById('nordbygg')
if (!brand) throw new Error('the nordbygg brand is missing')
const CENTRAL = brand.centralStorageId

type Visibility = { prices: boolean; discounts: boolean }
const shopperOf = (storeId = brand.defaultStoreId, visibility: Visibility = { prices: true, discounts: true }) => ({
  customerId: null,
  storeId,
  visibility,
})

/** The page's data, or null where the service said no (each test names what it expects). */
async function pageData(...args: Parameters<typeof loadProductPage>) {
  const page = await loadProductPage(...args)
  return page.ok ? page.value : null
}

interface Row {
  [key: string]: unknown
}

async function rows(
  payload: Payload,
  collection: 'variants' | 'stock' | 'prices' | 'categories' | 'products',
  where = {},
) {
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs as unknown as Row[]
}

async function slugOf(payload: Payload, articleNumber: string): Promise<string> {
  const [variant] = await rows(payload, 'variants', { articleNumber: { equals: articleNumber } })
  return String(variant?.variantSlug)
}

/** Every key anywhere in `value` (objects and arrays), for "no price anywhere" checks. */
function keysWithValues(value: unknown, found: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) keysWithValues(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.push([key, inner])
      keysWithValues(inner, found)
    }
  }
  return found
}

describe.each(databases)('product page data on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: VARIANTS, demo: true, now: NOW, log: silent })
    })
    afterAll(async () => {
      await t?.destroy()
    })

    it('answers not found for an unknown slug', async () => {
      expect(await loadProductPage(payload, 'finns-inte-123', shopperOf(), brand)).toEqual({
        ok: false,
        failure: { kind: 'not_found', error: 'errors.not_found' },
      })
    })

    it('orders attributes by the category sequence, the rest after, without SSG', async () => {
      const categories = await rows(payload, 'categories')
      const sequenced = new Map(
        categories
          .filter((c) => Array.isArray(c.attributeSequence) && (c.attributeSequence as string[]).length > 1)
          .map((c) => [c.id, c.attributeSequence as string[]]),
      )
      const products = (await rows(payload, 'products')).filter((p) => sequenced.has(p.category))
      expect(products.length).toBeGreaterThan(0)
      let checked = 0
      for (const product of products.slice(0, 5)) {
        const sequence = sequenced.get(product.category) as string[]
        const [variant] = await rows(payload, 'variants', { product: { equals: product.id } })
        const page = await pageData(payload, String(variant?.variantSlug), shopperOf(), brand)
        const names = page?.attributes.map((a) => a.attributeName) ?? []
        expect(names).not.toContain('SSG')
        const ranks = names.map((n) => (sequence.includes(n) ? sequence.indexOf(n) : sequence.length))
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
        const stored = ((variant?.attributes ?? []) as Array<{ attributeName: string }>).filter(
          (a) => a.attributeName !== 'SSG',
        )
        expect(names).toHaveLength(stored.length)
        if (ranks.some((r) => r < sequence.length)) checked += 1
      }
      expect(checked).toBeGreaterThan(0)
    })

    it('loads every sibling in sort order with its price, and links breadcrumbs to category pages', async () => {
      const variants = await rows(payload, 'variants')
      const byProduct = new Map<unknown, Row[]>()
      for (const v of variants) byProduct.set(v.product, [...(byProduct.get(v.product) ?? []), v])
      const [productId, family] = [...byProduct].find(([, list]) => list.length >= 3) ?? []
      expect(family).toBeDefined()
      const page = await pageData(payload, String(family?.[1]?.variantSlug), shopperOf(), brand)
      expect(page).not.toBeNull()
      const expected = [...(family ?? [])]
        .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder))
        .map((v) => v.articleNumber)
      expect(page?.siblings.map((s) => s.articleNumber)).toEqual(expected)
      expect(Object.keys(page?.prices ?? {}).sort()).toEqual([...expected].sort())
      const listed = await rows(payload, 'prices', {
        and: [{ articleNumber: { in: expected } }, { customer: { exists: false } }],
      })
      for (const row of listed) expect(page?.prices[String(row.articleNumber)]?.netPrice).toBe(row.netPrice)
      expect(page?.differingAttributes.length).toBeGreaterThan(0)
      expect(page?.breadcrumbs.length).toBeGreaterThan(0)
      for (const crumb of page?.breadcrumbs ?? []) expect(crumb.url).toBe(`/kategorier/${crumb.path}`)
      expect(productId).toBeDefined()
    })

    it('gives a discontinued variant its replacement as a tile', async () => {
      const [discontinued] = await rows(payload, 'variants', {
        and: [{ discontinued: { equals: true } }, { replacementArticleNumber: { exists: true } }],
      })
      expect(discontinued).toBeDefined()
      const page = await pageData(payload, String(discontinued?.variantSlug), shopperOf(), brand)
      expect(page?.variant.discontinued).toBe(true)
      expect(page?.replacement?.articleNumber).toBe(discontinued?.replacementArticleNumber)
      expect(page?.replacement?.url).toBe(
        `/produkt/${await slugOf(payload, String(discontinued?.replacementArticleNumber))}`,
      )
    })

    it('shows no price anywhere to a customer who may not see prices (EJ_SE_PRISER)', async () => {
      const [withRelations] = (await rows(payload, 'variants')).filter(
        (v) => Array.isArray(v.relations) && v.relations.length > 0,
      )
      const [discontinued] = await rows(payload, 'variants', { discontinued: { equals: true } })
      const [bracketRow] = await rows(payload, 'prices', { brackets: { exists: true } })
      const slugs = [
        String(withRelations?.variantSlug),
        String(discontinued?.variantSlug),
        await slugOf(payload, String(bracketRow?.articleNumber)),
      ]
      for (const slug of slugs) {
        const shopper = { ...shopperOf(), customerId: '1', visibility: { prices: false, discounts: false } }
        const page = await pageData(payload, slug, shopper, brand)
        expect(page).not.toBeNull()
        expect(Object.values(page?.prices ?? {}).every((p) => p === null)).toBe(true)
        expect(page?.brackets).toBeNull()
        const priced = keysWithValues(page).filter(
          ([key, value]) =>
            /price|discount/i.test(key) && value !== null && value !== false && typeof value !== 'object',
        )
        expect(priced.map(([key]) => key).filter((key) => key !== 'askForPrice')).toEqual([])
      }
    })

    it('hides discounts from a customer who may not see them (EJ_SE_RABATTER)', async () => {
      const [campaign] = await rows(payload, 'prices', { priceType: { equals: 'CAMPAIGN' } })
      expect(campaign).toBeDefined()
      const slug = await slugOf(payload, String(campaign?.articleNumber))
      const page = await pageData(payload, slug, shopperOf(undefined, { prices: true, discounts: false }), brand)
      const price = page?.prices[String(campaign?.articleNumber)]
      expect(price?.netPrice).toBe(campaign?.netPrice)
      expect(price?.discounts).toEqual([])
      expect(price?.preCampaignPrice).toBeNull()
    })

    it('shows the bracket prices of a bracket article, lowest quantity first', async () => {
      const [bracketRow] = await rows(payload, 'prices', {
        and: [{ brackets: { exists: true } }, { customer: { exists: false } }],
      })
      const articleNumber = String(bracketRow?.articleNumber)
      const [variant] = await rows(payload, 'variants', { articleNumber: { equals: articleNumber } })
      const page = await pageData(payload, String(variant?.variantSlug), shopperOf(), brand)
      if (variant?.askForPrice) {
        expect(page?.brackets).toBeNull()
        return
      }
      const quantities = page?.brackets?.map((b) => b.minQuantity) ?? []
      expect(quantities.length).toBeGreaterThan(0)
      expect(quantities).toEqual([...quantities].sort((a, b) => a - b))
      expect(page?.prices[articleNumber]?.hasBracketPrices).toBe(true)
    })

    it('lists my store first, the other brand stores by name, the central warehouse last', async () => {
      const [variant] = await rows(payload, 'variants')
      const storeId = brand.storeIds[3] ?? brand.defaultStoreId
      const page = await pageData(payload, String(variant?.variantSlug), shopperOf(storeId), brand)
      const ids = page?.stock.all.map((row) => row.locationId) ?? []
      expect(ids[0]).toBe(storeId)
      expect(ids.at(-1)).toBe(CENTRAL)
      expect(new Set(ids)).toEqual(new Set([...brand.storeIds, CENTRAL]))
      const names = page?.stock.all.slice(1, -1).map((row) => row.name) ?? []
      expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare))
      expect(page?.stock.myStore.locationId).toBe(storeId)
      expect(page?.stock.central.locationId).toBe(CENTRAL)
    })

    it('gives the stock texts of spec section 8 per location and stock type', async () => {
      const stock = await rows(payload, 'stock')
      const central = (type: string, test: (row: Row) => boolean = () => true) =>
        stock.find((row) => row.locationId === CENTRAL && row.stockType === type && test(row))
      const store = (test: (row: Row) => boolean) =>
        stock.find((row) => brand.storeIds.includes(String(row.locationId)) && row.stockType === 'LAG' && test(row))

      const centralText = async (row: Row | undefined) => {
        expect(row).toBeDefined()
        const page = await pageData(payload, await slugOf(payload, String(row?.articleNumber)), shopperOf(), brand)
        return page?.stock.central.availability
      }
      expect(await centralText(central('LAG', (r) => Number(r.quantity) > 0))).toBe('I centrallager')
      const tra = central('TRA')
      expect(await centralText(tra)).toBe(`Leverans inom ${tra?.availableFromDays}–${tra?.availableToDays} dagar`)
      expect(await centralText(central('TRA_PLUS'))).toBe('Leverans inom 10–15 dagar')
      expect(await centralText(central('VIR'))).toBe('Leverans inom 5–10 dagar')

      const storeText = async (row: Row | undefined) => {
        expect(row).toBeDefined()
        const slug = await slugOf(payload, String(row?.articleNumber))
        const page = await pageData(payload, slug, shopperOf(String(row?.locationId)), brand)
        return page?.stock.myStore
      }
      expect((await storeText(store((r) => Number(r.quantity) > 0)))?.availability).toBe('I butikens lager')
      const empty = store((r) => Number(r.quantity) === 0)
      if (empty) expect((await storeText(empty))?.availability).toBe('Slut i lager')

      // A store without a stock row for the article: the stock API's dash and -1, which the shopper is told
      // means not stocked there.
      const held = new Set(stock.map((row) => `${row.articleNumber}@${row.locationId}`))
      const variants = await rows(payload, 'variants')
      const missing = variants.find((v) => !held.has(`${v.articleNumber}@${brand.defaultStoreId}`))
      const page = await pageData(payload, String(missing?.variantSlug), shopperOf(), brand)
      expect(page?.stock.myStore).toMatchObject({
        quantity: -1,
        availability: 'Lagerförs inte i butiken',
        level: 'not-stocked',
      })
    })

    it("gives a member page's browser the same price, steps and store stock as the page rendered for the shopper", async () => {
      const variants = await rows(payload, 'variants')
      const [bracketRow] = await rows(payload, 'prices', {
        and: [{ brackets: { exists: true } }, { customer: { exists: false } }],
      })
      const picks = [
        variants.find((v) => Array.isArray(v.relations) && v.relations.length > 0),
        variants.find((v) => v.discontinued === true && v.replacementArticleNumber),
        variants.find((v) => v.articleNumber === bracketRow?.articleNumber),
      ]
      const shoppers = [
        shopperOf(),
        shopperOf(brand.storeIds[3], { prices: true, discounts: false }),
        { ...shopperOf(brand.storeIds[1]), customerId: '1' },
        shopperOf(brand.storeIds[2], { prices: false, discounts: false }),
      ]
      // What the member page is rendered for: no prices, the brand's default store.
      const member = shopperOf(brand.defaultStoreId, { prices: false, discounts: false })
      for (const variant of picks) {
        expect(variant).toBeDefined()
        const slug = String(variant?.variantSlug)
        const shared = await pageData(payload, slug, member, brand)
        expect(Object.values(shared?.prices ?? {}).every((price) => price === null)).toBe(true)
        for (const shopper of shoppers) {
          const page = await pageData(payload, slug, shopper, brand)
          if (!page || !shared) throw new Error(`no page for ${slug}`)
          const tiles = [...(page.replacement ? [page.replacement] : []), ...page.relations.flatMap((g) => g.tiles)]
          const numbers = [...page.siblings.map((s) => s.articleNumber), ...tiles.map((tile) => tile.articleNumber)]
          const answer = await shopperVariants(payload, shopper, numbers, CENTRAL)
          if (!answer.ok) throw new Error('shopperVariants failed')
          const own = new Map(answer.value.variants.map((v) => [v.articleNumber, v]))
          expect(answer.value.storeId).toBe(shopper.storeId)
          for (const sibling of page.siblings) {
            expect(own.get(sibling.articleNumber)?.price).toEqual(page.prices[sibling.articleNumber])
            expect(own.get(sibling.articleNumber)?.storeStock).toEqual(page.siblingStock[sibling.articleNumber])
          }
          expect(own.get(page.variant.articleNumber)?.brackets).toEqual(page.brackets ?? [])
          for (const tile of tiles) {
            expect(own.get(tile.articleNumber)?.price).toEqual(tile.price)
            expect(own.get(tile.articleNumber)?.storeStock).toEqual(tile.storeStock)
          }
          // The member page's stock rows, put in the shopper's order, are the shopper's page's.
          expect(productStock(shared.stock.all, answer.value.storeId)).toEqual(page.stock)
        }
      }
    })

    it('costs a fixed number of queries however many siblings and relations there are', async () => {
      const variants = await rows(payload, 'variants')
      const counts: number[] = []
      for (const variant of variants.filter((_, i) => i % 60 === 0)) {
        const find = vi.spyOn(payload, 'find')
        const findByID = vi.spyOn(payload, 'findByID')
        await pageData(payload, String(variant.variantSlug), shopperOf(), brand)
        counts.push(find.mock.calls.length + findByID.mock.calls.length)
        find.mockRestore()
        findByID.mockRestore()
      }
      expect(Math.max(...counts)).toBeLessThanOrEqual(14)
    })
  })
})
