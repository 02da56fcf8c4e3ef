import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkTenants } from '@shop/tenants/check'
import { type BrandRegistry, brandRegistry } from '@shop/tenants/parse'

const TENANTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tenants')

export const FOURTH_BRAND = 'fjallbygg'
export const FOURTH_BRAND_HOST = 'fjallbygg.localhost'

/**
 * The brand registry of a temporary copy of tenants/ with a fourth brand added the way a brand
 * manager adds one: a folder with its brand.json and routes.json (modelled on Nordbygg's). It is read
 * with the loader of `npm run tenants:check` and turned into lookups by the same brandRegistry() as
 * tenants/index.ts, so a test can give the app this brand set instead of the repository's.
 */
export async function registryWithFourthBrand(): Promise<BrandRegistry> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-tenants-'))
  try {
    for (const entry of await readdir(TENANTS, { withFileTypes: true })) {
      if (entry.isDirectory()) await cp(path.join(TENANTS, entry.name), path.join(dir, entry.name), { recursive: true })
    }
    const folder = path.join(dir, FOURTH_BRAND)
    await mkdir(folder)
    const model = JSON.parse(await readFile(path.join(TENANTS, 'nordbygg/brand.json'), 'utf8'))
    const brand = {
      ...model,
      id: FOURTH_BRAND,
      name: 'Fjällbygg',
      companyName: 'Fjällbygg Byggvaror AB',
      isDefault: false,
      hostnames: ['fjallbygg.se', FOURTH_BRAND_HOST],
      origin: 'https://fjallbygg.se',
      theme: { ...model.theme, logo: { wordmark: 'Fjällbygg' } },
    }
    await writeFile(path.join(folder, 'brand.json'), JSON.stringify(brand, null, 2))
    await cp(path.join(TENANTS, 'nordbygg/routes.json'), path.join(folder, 'routes.json'))
    const { brands, errors } = await checkTenants(dir)
    if (errors[0]) throw errors[0]
    return brandRegistry(brands)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
