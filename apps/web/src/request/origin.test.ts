import { brandById } from '@shop/tenants'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** origin.ts reads the environment when it loads: each case loads it afresh under its own. */
async function originModule(environment: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value)
  return import('./origin')
}

const brand = (id: string) => {
  const found = brandById(id)
  if (!found) throw new Error(`no brand ${id}`)
  return found
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('brandOrigin', () => {
  it("is brand.json's origin in production, whatever the request said", async () => {
    const { brandOrigin } = await originModule({ SHOP_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(brandOrigin(brand('nordbygg'))).toBe('https://www.nordbygg.se')
    expect(brandOrigin(brand('trahuset'))).toBe('https://www.trahuset.se')
  })

  it("is the brand's local host on the server's port outside production", async () => {
    const { brandOrigin } = await originModule({ SHOP_ENV: 'development', PORT: '3100' })
    expect(brandOrigin(brand('nordbygg'))).toBe('http://nordbygg.localhost:3100')
    expect(brandOrigin(brand('proffsbygget'))).toBe('http://proffsbygget.localhost:3100')
  })

  it('takes SHOP_ORIGINS over either, for the brands it names', async () => {
    const { brandOrigin } = await originModule({
      SHOP_ENV: 'production',
      PAYLOAD_SECRET: 'x'.repeat(32),
      SHOP_ORIGINS: 'trahuset=http://trahuset.localhost:3280, nordbygg=https://nordbygg.se',
    })
    expect(brandOrigin(brand('trahuset'))).toBe('http://trahuset.localhost:3280')
    expect(brandOrigin(brand('nordbygg'))).toBe('https://nordbygg.se')
    expect(brandOrigin(brand('proffsbygget'))).toBe('https://www.proffsbygget.se')
  })

  it('stops the boot on an override for no brand, or on a host the brand does not answer', async () => {
    await expect(originModule({ SHOP_ORIGINS: 'finns-inte=https://x.se' })).rejects.toThrow(
      /inget varumärke heter finns-inte/,
    )
    await expect(originModule({ SHOP_ORIGINS: 'nordbygg=https://evil.example' })).rejects.toThrow(
      /evil\.example finns inte bland nordbyggs hostnames/,
    )
    await expect(originModule({ SHOP_ORIGINS: 'nordbygg=http://nordbygg.se' })).rejects.toThrow(/SHOP_ORIGINS/)
  })
})
