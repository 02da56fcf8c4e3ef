import { STOCK_TYPES } from '@shop/schemas'
import { brands } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn } from '../../apps/web/src/accounts/login'
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, SeedRefusedError, seed } from '../../apps/web/src/seed'
import { isValidEan13 } from '../../apps/web/src/seed/codes'
import { createTestPayload, databases, type TestPayload } from './support/payload'

const VARIANTS = 300
const NOW = new Date('2026-11-02T09:00:00.000Z')
const silent = () => {}

async function all<T>(payload: Payload, collection: Parameters<Payload['find']>[0]['collection'], where = {}) {
  const result = await payload.find({ collection, where, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  return result.docs as T[]
}

describe.each(databases)('seed on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      expect(await isSeeded(payload)).toBe(false)
      await seed(payload, { variants: VARIANTS, demo: true, now: NOW, log: silent })
    })
    afterAll(async () => {
      await t?.destroy()
    })

    it('creates the requested catalog with every variant tied to a product', async () => {
      type V = {
        articleNumber: string
        product: number | null
        ean: string
        discontinued: boolean
        replacementArticleNumber: string | null
      }
      const variants = await all<V>(payload, 'variants')
      expect(variants).toHaveLength(VARIANTS)
      const products = await all<{ id: number; category: number | null; categoryPath: string }>(payload, 'products')
      expect(products.length).toBeGreaterThan(VARIANTS / 4)
      expect(products.length).toBeLessThan(VARIANTS)
      const productIds = new Set(products.map((p) => p.id))
      for (const v of variants) expect(productIds.has(v.product as number)).toBe(true)
      // Every product sits in a leaf category (depth 2) of the three-level tree.
      const categories = await all<{ id: number; depth: number; path: string }>(payload, 'categories')
      expect(Math.max(...categories.map((c) => c.depth))).toBe(2)
      const leafIds = new Set(categories.filter((c) => c.depth === 2).map((c) => c.id))
      for (const p of products) expect(leafIds.has(p.category as number)).toBe(true)
      for (const v of variants) expect(isValidEan13(v.ean)).toBe(true)
      expect(new Set(variants.map((v) => v.ean)).size).toBe(VARIANTS)
    })

    it('gives every variant exactly one list price and stock rows with valid stock types', async () => {
      const variants = await all<{ articleNumber: string }>(payload, 'variants')
      const listPrices = await all<{ articleNumber: string; salesPrice: number; netPrice: number }>(payload, 'prices', {
        customer: { exists: false },
      })
      expect(listPrices).toHaveLength(VARIANTS)
      expect(new Set(listPrices.map((p) => p.articleNumber))).toEqual(new Set(variants.map((v) => v.articleNumber)))
      for (const p of listPrices) expect(p.salesPrice).toBeGreaterThan(0)
      const customerPrices = await all<{ netPrice: number; salesPrice: number }>(payload, 'prices', {
        customer: { exists: true },
      })
      expect(customerPrices.length).toBeGreaterThan(0)
      for (const p of customerPrices) expect(p.netPrice).toBeLessThan(p.salesPrice)

      const stock = await all<{ articleNumber: string; locationId: string; stockType: string }>(payload, 'stock')
      const stocked = new Set(stock.map((s) => s.articleNumber))
      for (const v of variants) expect(stocked.has(v.articleNumber)).toBe(true)
      for (const s of stock) expect(STOCK_TYPES).toContain(s.stockType)
      // Mostly warehouse stock, but every kind occurs somewhere.
      const lag = stock.filter((s) => s.stockType === 'LAG').length
      expect(lag / stock.length).toBeGreaterThan(0.7)
      // The central warehouse holds a row for every variant.
      expect(stock.filter((s) => s.locationId === '900')).toHaveLength(VARIANTS)
    })

    it('points discontinued variants at an existing, active replacement', async () => {
      type V = { articleNumber: string; discontinued: boolean; replacementArticleNumber: string | null }
      const variants = await all<V>(payload, 'variants')
      const byNumber = new Map(variants.map((v) => [v.articleNumber, v]))
      const discontinued = variants.filter((v) => v.discontinued)
      expect(discontinued.length).toBeGreaterThan(0)
      for (const v of discontinued) {
        const replacement = byNumber.get(v.replacementArticleNumber ?? '')
        expect(replacement, `${v.articleNumber} → ${v.replacementArticleNumber}`).toBeDefined()
        expect(replacement?.discontinued).toBe(false)
      }
    })

    // Only SQLite has the pragma; Postgres has no equivalent to check.
    if (name === 'sqlite') {
      it('leaves the SQLite connection with its busy timeout after the bulk transaction', async () => {
        const client = (
          payload.db as unknown as {
            client: { execute(sql: string): Promise<{ rows: Array<Record<string, unknown>> }> }
          }
        ).client
        const { rows } = await client.execute('PRAGMA busy_timeout')
        expect(Number(Object.values(rows[0] ?? {})[0])).toBeGreaterThan(0)
      })
    }

    it('creates the central warehouse and every store of every brand', async () => {
      const stores = await all<{ storeId: string; brand: string | null; isCentralWarehouse: boolean }>(
        payload,
        'stores',
      )
      const ids = new Set(stores.map((s) => s.storeId))
      const central = stores.find((s) => s.storeId === brands[0]?.centralStorageId)
      expect(central?.isCentralWarehouse).toBe(true)
      expect(central?.brand ?? null).toBeNull()
      for (const brand of brands) {
        expect(ids.has(brand.defaultStoreId), `${brand.id} defaultStoreId ${brand.defaultStoreId}`).toBe(true)
        for (const storeId of brand.storeIds) expect(ids.has(storeId)).toBe(true)
      }
    })

    it('gives each brand its own front page, menus and banners', async () => {
      const fronts = await all<{ brand: string; hero: { title: string } }>(payload, 'front-pages')
      expect(fronts.map((f) => f.brand).sort()).toEqual(brands.map((b) => b.id).sort())
      expect(new Set(fronts.map((f) => f.hero.title)).size).toBe(brands.length)
      const menus = await all<{ brand: string; kind: string }>(payload, 'menus')
      expect(menus).toHaveLength(brands.length * 2)
      expect((await all(payload, 'alert-banners')).length).toBe(brands.length)
      expect((await all(payload, 'campaigns')).length).toBeGreaterThanOrEqual(brands.length)
    })

    it('creates the demo users, who log in with the demo password', async () => {
      for (const demo of DEMO_USERS) {
        const result = await logIn(
          payload,
          { logonId: demo.email, password: DEMO_PASSWORD, email: null },
          'seed-test',
          null,
        )
        expect(result.ok && result.value.kind, demo.email).toBe('session')
        if (result.ok && result.value.kind === 'session') expect(result.value.user.role).toBe(demo.role)
      }
      const [noPrices] = await all<{ customerPermissions: Array<{ permissionDenies: string[] }> }>(payload, 'users', {
        email: { equals: 'noprices@demo.test' },
      })
      expect(noPrices?.customerPermissions[0]?.permissionDenies.sort()).toEqual(['EJ_SE_PRISER', 'EJ_SE_RABATTER'])
      const [user] = await all<{ customerPermissions: Array<{ customer: number; project: number | null }> }>(
        payload,
        'users',
        {
          email: { equals: 'user@demo.test' },
        },
      )
      expect(new Set(user?.customerPermissions.map((p) => p.customer)).size).toBe(2)
      const wrong = await logIn(
        payload,
        { logonId: 'user@demo.test', password: 'fel-lösenord', email: null },
        'seed-test',
        null,
      )
      expect(wrong).toMatchObject({ ok: false, failure: { kind: 'unauthenticated', error: 'auth.wrong_credentials' } })
    })

    it('lets only site admins into the Payload admin, and keeps users to themselves', async () => {
      const users = await all<{ id: number; email: string; role: string }>(payload, 'users')
      const byEmail = (email: string) => {
        const found = users.find((u) => u.email === email)
        if (!found) throw new Error(`${email} saknas`)
        return found
      }
      const plain = byEmail('user@demo.test')
      const admin = byEmail('siteadmin@demo.test')
      const asUser = { ...plain, collection: 'users' as const }
      const adminAccess = payload.collections.users.config.access.admin as (args: { req: unknown }) => boolean
      expect(adminAccess({ req: { user: { ...admin, collection: 'users' } } })).toBe(true)
      expect(adminAccess({ req: { user: asUser } })).toBe(false)

      const seen = await payload.find({ collection: 'users', user: asUser, overrideAccess: false, depth: 0 })
      expect(seen.docs.map((u) => u.email)).toEqual(['user@demo.test'])
      // A user may change their name but not their own role.
      const updated = await payload.update({
        collection: 'users',
        id: plain.id,
        data: { firstName: 'Ulla-Britt', role: 'SITE_ADMIN' },
        user: asUser,
        overrideAccess: false,
      })
      expect(updated.firstName).toBe('Ulla-Britt')
      expect(updated.role).toBe('USER')
    })

    it('hides customer prices and logged-in-only pages from anonymous API reads', async () => {
      await expect(payload.find({ collection: 'prices', overrideAccess: false, limit: 1 })).rejects.toThrow()
      const anonymous = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'proffsavtal' } },
        overrideAccess: false,
      })
      expect(anonymous.docs).toHaveLength(0)
      const all = await payload.find({
        collection: 'pages',
        where: { slug: { equals: 'proffsavtal' } },
        overrideAccess: true,
      })
      expect(all.docs).toHaveLength(brands.length)
    })

    it('allows a slug in two brands but refuses it twice in one brand', async () => {
      const shared = await all<{ brand: string }>(payload, 'pages', { slug: { equals: 'kundservice' } })
      expect(shared.length).toBeGreaterThanOrEqual(2)
      const page = (brand: string) => ({
        collection: 'pages' as const,
        data: {
          brand,
          title: 'Testsida',
          slug: 'samma-slug',
          excludeFromSearch: false,
          authenticatedOnly: false,
        } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.create(page('nordbygg'))
      await payload.create(page('trahuset'))
      await expect(payload.create(page('nordbygg'))).rejects.toThrow()
      expect(await all(payload, 'pages', { slug: { equals: 'samma-slug' } })).toHaveLength(2)

      // The same rule holds for other brand-scoped content with slugs.
      const campaign = (brand: string) => ({
        collection: 'campaigns' as const,
        data: {
          brand,
          name: 'Test',
          slug: 'testkampanj',
          validFrom: NOW.toISOString(),
          validTo: NOW.toISOString(),
        } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.create(campaign('proffsbygget'))
      await payload.create(campaign('nordbygg'))
      await expect(payload.create(campaign('proffsbygget'))).rejects.toThrow()
    })

    it('refuses to seed a seeded database, and refuses demo users in production', async () => {
      expect(await isSeeded(payload)).toBe(true)
      await expect(seed(payload, { variants: 10, log: silent })).rejects.toBeInstanceOf(SeedRefusedError)
      const previous = process.env.SHOP_ENV
      process.env.SHOP_ENV = 'production'
      try {
        await expect(seed(payload, { variants: 10, demo: true, reset: true, log: silent })).rejects.toBeInstanceOf(
          SeedRefusedError,
        )
      } finally {
        if (previous === undefined) delete process.env.SHOP_ENV
        else process.env.SHOP_ENV = previous
      }
      // The refusal happened before the reset: the catalog is still there.
      expect((await payload.count({ collection: 'variants' })).totalDocs).toBe(VARIANTS)
    })

    it('is deterministic: a reset and reseed with the same options gives the same articles and EANs', async () => {
      const snapshot = async () =>
        (await all<{ articleNumber: string; ean: string; name: string }>(payload, 'variants'))
          .map((v) => `${v.articleNumber} ${v.ean} ${v.name}`)
          .sort()
      const before = await snapshot()
      await seed(payload, { variants: VARIANTS, reset: true, now: NOW, log: silent })
      const after = await snapshot()
      expect(after).toEqual(before)
      // Without --demo there are no users at all.
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    })
  })
})
