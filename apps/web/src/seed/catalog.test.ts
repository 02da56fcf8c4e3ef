import { STOCK_TYPES } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { buildCategoryNodes, CatalogGenerator, numberIn, productPictureUrls, roundPrice } from './catalog'
import { isValidEan13 } from './codes'

const options = (variants: number, seed = 42) => ({
  variants,
  seed,
  now: new Date('2026-11-02T00:00:00Z'),
  customerIds: ['10001', '10002'],
  storesByBrand: { a: ['101', '102', '103'], b: ['201', '202'] },
  centralWarehouseId: '900',
})

const generate = (variants: number, seed?: number) => [...new CatalogGenerator(options(variants, seed)).products()]

describe('category tree', () => {
  it('is three levels deep with unique slugs and paths', () => {
    const nodes = buildCategoryNodes()
    expect(new Set(nodes.map((n) => n.depth))).toEqual(new Set([0, 1, 2]))
    expect(new Set(nodes.map((n) => n.slug)).size).toBe(nodes.length)
    expect(new Set(nodes.map((n) => n.path)).size).toBe(nodes.length)
    expect(nodes.filter((n) => n.depth === 0).length).toBeGreaterThanOrEqual(10)
    for (const node of nodes.filter((n) => n.depth === 2)) expect(node.attributeSequence.length).toBeGreaterThan(1)
    expect(nodes.find((n) => n.path === 'tra-och-skivor/konstruktionsvirke/reglar')).toBeDefined()
  })
})

describe('catalog generator', () => {
  it('produces exactly the requested number of variants', () => {
    for (const n of [1, 7, 300]) {
      expect(generate(n).reduce((sum, p) => sum + p.variants.length, 0)).toBe(n)
    }
  })

  it('is deterministic for a seed and differs between seeds', () => {
    const key = (seed: number) =>
      generate(200, seed)
        .flatMap((p) => p.variants.map((v) => `${v.articleNumber}:${v.ean}:${v.name}:${v.prices[0]?.salesPrice}`))
        .join('|')
    expect(key(7)).toBe(key(7))
    expect(key(7)).not.toBe(key(8))
  })

  it('makes unique article numbers, slugs and valid EANs', () => {
    const variants = generate(2000).flatMap((p) => p.variants)
    expect(new Set(variants.map((v) => v.articleNumber)).size).toBe(variants.length)
    expect(new Set(variants.map((v) => v.variantSlug)).size).toBe(variants.length)
    expect(new Set(variants.map((v) => v.ean)).size).toBe(variants.length)
    for (const v of variants) expect(isValidEan13(v.ean)).toBe(true)
  })

  it('gives variants a list price, stock at the central warehouse and sensible units', () => {
    const variants = generate(1000).flatMap((p) => p.variants)
    for (const v of variants) {
      expect(v.prices.filter((p) => p.customerId === null)).toHaveLength(1)
      expect(v.stock.some((s) => s.locationId === '900')).toBe(true)
      for (const s of v.stock) expect(STOCK_TYPES).toContain(s.stockType)
      expect(v.stockedAt).toEqual(v.stock.filter((s) => s.stocked).map((s) => s.locationId))
      if (v.webSalesUnit.conversionFactor !== null) expect(v.webSalesUnit.conversionUnit).toBeTruthy()
    }
    // Every variant shows its family's picture (a stand-in the seed swaps for the upload).
    for (const product of generate(200)) {
      const [primary] = productPictureUrls(product.categoryPath.split('/')[0] as string)
      for (const v of product.variants) expect(v.images[0]).toMatchObject({ assetType: 'PRIMARY', assetUrl: primary })
    }
    // Screws come in packs counted in pieces; studs per piece with a length in metres.
    expect(variants.some((v) => v.webSalesUnit.unit === 'pkt' && v.webSalesUnit.conversionUnit === 'st')).toBe(true)
    expect(variants.some((v) => v.webSalesUnit.unit === 'st' && v.webSalesUnit.conversionUnit === 'm')).toBe(true)
    // Chemicals carry CLP signal words and GHS pictograms.
    const warned = variants.filter((v) => v.warnings.length)
    expect(warned.length).toBeGreaterThan(0)
    for (const w of warned.flatMap((v) => v.warnings)) {
      expect(['Varning', 'Fara']).toContain(w.signalWord)
      expect(w.code).toMatch(/^GHS0\d$/)
    }
  })

  it('replaces discontinued variants with active ones generated earlier', () => {
    const variants = generate(3000).flatMap((p) => p.variants)
    const byNumber = new Map(variants.map((v) => [v.articleNumber, v]))
    const discontinued = variants.filter((v) => v.discontinued)
    expect(discontinued.length).toBeGreaterThan(10)
    for (const v of discontinued) expect(byNumber.get(v.replacementArticleNumber ?? '')?.discontinued).toBe(false)
  })
})

describe('helpers', () => {
  it('reads Swedish numbers and rounds to shop prices', () => {
    expect(numberIn('3,6 m')).toBe(3.6)
    expect(numberIn('2x4,0 Ah')).toBe(2)
    expect(numberIn('utan batteri')).toBeNull()
    expect(roundPrice(4.44)).toBe(4.4)
    expect(roundPrice(89.2)).toBe(88.9)
    expect(roundPrice(1284)).toBe(1279)
  })
})
