import { brands } from '@shop/tenants'
import { describe, expect, it } from 'vitest'
import { brandStylesheet } from './theme'

const themeOf = (id: string) => {
  const brand = brands.find((b) => b.id === id)
  if (!brand) throw new Error(id)
  return brand.theme
}

describe('brandStylesheet', () => {
  it("writes each brand's own colours, font and radius as variables", () => {
    const nordbygg = brandStylesheet(themeOf('nordbygg'))
    const proffs = brandStylesheet(themeOf('proffsbygget'))
    expect(nordbygg).toContain('--brand-primary:#0b4f8a')
    expect(nordbygg).toContain('--brand-primary-contrast:#ffffff')
    expect(nordbygg).toContain("--brand-font:'Inter Variable'")
    expect(proffs).toContain('--brand-primary:#d4380d')
    expect(proffs).toContain("--brand-font:'Barlow'")
    expect(proffs).toContain('--brand-radius:0px')
  })
})
