import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXED_SHOP_PATHS, isCheckedLink } from './link-targets'

/** The pages the link check resolves from data: the catalog's (catalog/links.ts), stores, and content pages. */
const RESOLVED_FROM_DATA = ['kampanjer', 'kategorier', 'produkt', 'sortiment', 'butiker', '[...path]', '~cached']

describe('the link check knows every storefront page', () => {
  it("names each folder of the storefront's routes as a fixed page or one resolved from data", () => {
    const dir = path.resolve(import.meta.dirname, '../app/(shop)/[brand]/[consent]/(default)')
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((f) => !RESOLVED_FROM_DATA.includes(f)).sort()).toEqual(
      FIXED_SHOP_PATHS.filter(Boolean).toSorted(),
    )
  })

  it('checks paths on the site, not other sites, anchors, mail or phone links', () => {
    expect(isCheckedLink('/kampanjer')).toBe(true)
    for (const href of ['https://kurser.example.se', '//cdn.example.se/x', '#kontakt', 'mailto:a@b.se', 'tel:010']) {
      expect(isCheckedLink(href)).toBe(false)
    }
  })
})
