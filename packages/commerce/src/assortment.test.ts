import { describe, expect, it } from 'vitest'
import { ASSORTMENTS, assortmentName, categoryPathsInAssortment, STANDARD_ASSORTMENT } from './assortment'

const TOPS = [
  'tra-och-skivor',
  'verktyg',
  'farg',
  'jarnhandel',
  'vvs',
  'el',
  'isolering',
  'tak',
  'golv',
  'tradgard',
  'mur-och-betong',
  'skydd-och-arbetsklader',
]

describe('assortmentName', () => {
  it('keeps a known name and ignores case and space', () => {
    expect(assortmentName('VVS')).toBe('VVS')
    expect(assortmentName('  proffs ')).toBe('Proffs')
  })

  it('falls back to Standard for unknown, empty or missing names', () => {
    expect(assortmentName('Okänt')).toBe(STANDARD_ASSORTMENT)
    expect(assortmentName('')).toBe(STANDARD_ASSORTMENT)
    expect(assortmentName(null)).toBe(STANDARD_ASSORTMENT)
    expect(assortmentName(undefined)).toBe(STANDARD_ASSORTMENT)
  })
})

describe('categoryPathsInAssortment', () => {
  it('gives the whole catalog for Standard and for unknown names', () => {
    expect(categoryPathsInAssortment('Standard', TOPS)).toEqual(TOPS)
    expect(categoryPathsInAssortment('Finns inte', TOPS)).toEqual(TOPS)
  })

  it('limits a named assortment to its top categories, in the catalog order', () => {
    expect(categoryPathsInAssortment('El', TOPS)).toEqual([
      'verktyg',
      'jarnhandel',
      'el',
      'isolering',
      'skydd-och-arbetsklader',
    ])
    expect(categoryPathsInAssortment('VVS', TOPS)).toContain('vvs')
    expect(categoryPathsInAssortment('VVS', TOPS)).not.toContain('el')
  })

  it('leaves out slugs the catalog does not have', () => {
    expect(categoryPathsInAssortment('Mark', ['tradgard', 'golv'])).toEqual(['tradgard'])
    expect(categoryPathsInAssortment('Mark', [])).toEqual([])
  })

  it('names only top categories that exist in the seeded tree', () => {
    for (const slugs of Object.values(ASSORTMENTS)) {
      if (slugs === 'all') continue
      for (const slug of slugs) expect(TOPS).toContain(slug)
    }
  })

  it('returns a copy, not the caller’s array', () => {
    const result = categoryPathsInAssortment('Standard', TOPS)
    expect(result).not.toBe(TOPS)
  })
})
