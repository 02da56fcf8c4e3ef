import { FRONT_PAGE_SECTION_TYPES } from '@shop/blocks/payload'
import { SECTIONS } from '@shop/blocks/sections'
import { brands } from '@shop/tenants'
import { describe, expect, it } from 'vitest'
import { BRAND_CONTENT } from './brand-content'

describe('the demo brands’ own content', () => {
  it('gives every brand its own words', () => {
    for (const brand of brands) expect(BRAND_CONTENT[brand.id], brand.id).toBeDefined()
  })

  it.each(brands.map((b) => b.id))(
    '%s: each front-page section is a front-page kind its block schema accepts',
    (id) => {
      for (const section of BRAND_CONTENT[id]?.front ?? []) {
        expect(FRONT_PAGE_SECTION_TYPES as readonly string[]).toContain(section.type)
        const schema = SECTIONS.find((s) => s.type === section.type)?.schema
        // The seed fills SelectedProducts' articles from the catalog it made.
        const data =
          section.type === 'SelectedProducts' ? { ...section.data, articleNumbers: ['1000001'] } : section.data
        const parsed = schema?.safeParse(data)
        expect(parsed?.success, `${id} ${section.type}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true)
      }
    },
  )

  it('orders the front pages differently and words them differently', () => {
    const orders = brands.map((b) => (BRAND_CONTENT[b.id]?.front ?? []).map((s) => s.type).join(','))
    expect(new Set(orders).size).toBe(brands.length)
    const titles = brands.flatMap((b) => (BRAND_CONTENT[b.id]?.front ?? []).map((s) => String(s.data.title)))
    expect(new Set(titles).size).toBe(titles.length)
    const about = brands.map((b) => BRAND_CONTENT[b.id]?.about.ingress)
    expect(new Set(about).size).toBe(brands.length)
  })
})
