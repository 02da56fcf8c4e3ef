import type { Shopper } from '@shop/commerce'
import { listingQueryFrom } from '@shop/commerce/catalog/listing-query'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listCatalog, searchCatalog } from '../../apps/web/src/catalog/listing'
import { catalogSnapshot } from '../../apps/web/src/catalog/snapshot'
import {
  catalogVersion,
  ensureSearchIndex,
  matchVariants,
  rebuildSearchIndex,
} from '../../apps/web/src/catalog/storage/search-index'
import { sqlBatch } from '../../apps/web/src/db/sql'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

const NOW = new Date('2026-11-02T09:00:00.000Z')
const CENTRAL = '900'
const anonymous: Shopper = {
  loggedIn: false,
  customerId: null,
  storeId: '101',
  visibility: { prices: true, discounts: false },
}
const noPrices: Shopper = { ...anonymous, loggedIn: true, visibility: { prices: false, discounts: false } }

describe.each(databases)('catalog search and listings on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
      await seed(payload, { variants: 1500, demo: false, now: NOW, log: () => {} })
    })
    afterAll(async () => {
      await t?.destroy()
    })

    const names = async (q: string) => {
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const match = await searchCatalog(payload, snapshot, q)
      return { match, rows: [...match.rank.keys()].map((id) => snapshot.byId.get(id)) }
    }

    it("finds screws for 'skruvar', including compounds such as träskruv, but not screwdrivers", async () => {
      const { match, rows } = await names('skruvar')
      expect(match.matchedBy).toBe('exact')
      expect(rows.length).toBeGreaterThan(10)
      for (const row of rows) expect(row?.name.toLowerCase()).toMatch(/skruv/)
      expect(rows.some((row) => /träskruv/i.test(row?.name ?? ''))).toBe(true)
      expect(rows.some((row) => /skruvdragare/i.test(row?.name ?? ''))).toBe(false)
    })

    it('puts an exact article number and an EAN first', async () => {
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const target = snapshot.rows[137]
      if (!target) throw new Error('seed too small')
      const byNumber = await listCatalog(
        payload,
        { kind: 'search', q: target.articleNumber },
        listingQueryFrom({}, 'relevance'),
        anonymous,
        CENTRAL,
      )
      expect(byNumber.tiles[0]?.articleNumber).toBe(target.articleNumber)
      const ean = byNumber.tiles[0]?.ean
      expect(ean).toMatch(/^\d{13}$/)
      const byEan = await listCatalog(
        payload,
        { kind: 'search', q: ean as string },
        listingQueryFrom({}, 'relevance'),
        anonymous,
        CENTRAL,
      )
      expect(byEan.tiles[0]?.articleNumber).toBe(target.articleNumber)
    })

    it('falls back to prefixes, then to å/ä/ö folding, then to the nearest spelling', async () => {
      const prefix = await names('gipsskr')
      expect(prefix.match.matchedBy).toBe('prefix')
      expect(prefix.rows.every((row) => /gipsskruv/i.test(row?.name ?? ''))).toBe(true)
      const folded = await names('forzinkad')
      expect(folded.match.matchedBy).toBe('folded')
      // The folded word may sit in the name or in an attribute (Ytbehandling).
      const text = (row: (typeof folded.rows)[number]) => `${row?.name} ${row?.attrs.map((a) => a[1]).join(' ')}`
      expect(folded.rows.length).toBeGreaterThan(0)
      expect(folded.rows.filter((row) => !/förzinka/i.test(text(row))).map(text)).toEqual([])
      const typo = await names('konstruktinsskruv')
      expect(typo.match.matchedBy).toBe('typo')
      expect(typo.rows.length).toBeGreaterThan(0)
      expect(typo.rows.every((row) => /konstruktionsskruv/i.test(row?.name ?? ''))).toBe(true)
      expect((await names('qzxqzx')).rows).toHaveLength(0)
    })

    it("splits a compound the catalog lacks into the part it has: 'målarfärg' finds paint", async () => {
      const { match, rows } = await names('målarfärg')
      expect(match.matchedBy).toBe('compound')
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row?.categoryPaths.some((path) => path.startsWith('farg'))).toBe(true)
    })

    it('answers find-as-you-type on an unfinished last word', async () => {
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const match = await searchCatalog(payload, snapshot, 'träskr', { asYouType: true, limit: 8 })
      expect(match.rank.size).toBeGreaterThan(0)
      expect(match.rank.size).toBeLessThanOrEqual(8)
    })

    it('lists a three-level category with facets, filters, sorting and paging', async () => {
      const [leaf] = (
        await payload.find({
          collection: 'categories',
          where: { path: { like: 'jarnhandel/skruv/' } },
          limit: 1,
          depth: 0,
        })
      ).docs
      if (!leaf) throw new Error('no screw category')
      const scope = { kind: 'category' as const, path: leaf.path, attributeSequence: leaf.attributeSequence ?? [] }
      const all = await listCatalog(payload, scope, listingQueryFrom({}), anonymous, CENTRAL)
      expect(all.total).toBeGreaterThan(0)
      const dimension = all.facets.find((f) => f.name === 'Dimension')
      const value = dimension?.values[0]
      if (!value) throw new Error('no Dimension facet')
      const filtered = await listCatalog(
        payload,
        scope,
        listingQueryFrom({ 'attr.Dimension': value.value, sort: 'price-asc' }),
        anonymous,
        CENTRAL,
      )
      expect(filtered.total).toBe(value.count)
      const prices = filtered.tiles.map((tile) => tile.price?.netPrice ?? Number.POSITIVE_INFINITY)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      // The parent category lists its children's products too.
      const parent = await listCatalog(
        payload,
        { kind: 'category', path: 'jarnhandel/skruv', attributeSequence: [] },
        listingQueryFrom({}),
        anonymous,
        CENTRAL,
      )
      expect(parent.total).toBeGreaterThanOrEqual(all.total)
      const page2 = await listCatalog(payload, scope, listingQueryFrom({ page: '2' }), anonymous, CENTRAL)
      if (all.total > 24) expect(page2.tiles[0]?.articleNumber).not.toBe(all.tiles[0]?.articleNumber)
    })

    it('shows no prices and no price facet to a shopper who may not see prices', async () => {
      const result = await listCatalog(
        payload,
        { kind: 'search', q: 'skruv' },
        listingQueryFrom({ sort: 'price-asc' }),
        noPrices,
        CENTRAL,
      )
      expect(result.tiles.length).toBeGreaterThan(0)
      for (const tile of result.tiles) expect(tile.price).toBeNull()
      expect(result.priceRange).toBeNull()
    })

    it('keeps the index in step when a variant is renamed or removed through Payload', async () => {
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const row = snapshot.rows[42]
      if (!row) throw new Error('seed too small')
      const before = await catalogVersion(payload)
      await payload.update({
        collection: 'variants',
        id: row.id,
        data: { name: 'Zebrafink specialverktyg' },
        overrideAccess: true,
      })
      expect(await catalogVersion(payload)).toBeGreaterThan(before)
      const hits = await matchVariants(payload, ['zebrafink'], 'exact')
      expect([...hits.keys()]).toEqual([row.id])
      const fresh = await catalogSnapshot(payload, { wait: true })
      expect(fresh.byId.get(row.id)?.name).toBe('Zebrafink specialverktyg')
      await payload.delete({ collection: 'variants', id: row.id, overrideAccess: true })
      expect((await matchVariants(payload, ['zebrafink'], 'exact')).size).toBe(0)
    })

    it('answers a repeated search from memory only until the catalog changes', async () => {
      const search = (q: string) =>
        listCatalog(payload, { kind: 'search', q }, listingQueryFrom({}, 'relevance'), anonymous, CENTRAL)
      await catalogSnapshot(payload, { wait: true })
      const first = await search('skruvar')
      // 'Skruv' has the same stem: the same kept answer, equal to the first.
      expect(await search('Skruv')).toEqual(first)
      expect((await search('pelikanvinkel')).total).toBe(0)
      const snapshot = await catalogSnapshot(payload, { wait: true })
      const row = snapshot.rows.find((r, i) => i > 70 && !r.discontinued)
      if (!row) throw new Error('seed too small')
      await payload.update({
        collection: 'variants',
        id: row.id,
        data: { name: 'Pelikanvinkel förzinkad' },
        overrideAccess: true,
      })
      // The rename moved the catalog version: once the snapshot has reloaded, the search is run anew.
      await catalogSnapshot(payload, { wait: true })
      const after = await search('pelikanvinkel')
      expect(after.total).toBe(1)
      expect(after.tiles[0]?.articleNumber).toBe(row.articleNumber)
    })

    it('rebuilds the whole index from the catalog tables, and fills an empty one on start', async () => {
      const count = await payload.count({ collection: 'variants', overrideAccess: true })
      expect(await rebuildSearchIndex(payload)).toBe(count.totalDocs)
      expect(await ensureSearchIndex(payload)).toBe(0)
      await sqlBatch(payload, [{ text: 'DELETE FROM catalog_search' }])
      expect((await matchVariants(payload, ['skruv'], 'exact')).size).toBe(0)
      expect(await ensureSearchIndex(payload)).toBe(count.totalDocs)
      expect((await matchVariants(payload, ['skruv'], 'exact')).size).toBeGreaterThan(0)
    })
  })
})
