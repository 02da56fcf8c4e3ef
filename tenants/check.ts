/**
 * `npm run tenants:check [dir]`: validates every brand folder under tenants/ (or `dir`) from disk,
 * including folders not yet wired into tenants/index.ts, and prints each problem with file and field.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Brand, BrandConfigError, checkBrandSet, loadBrand } from './parse'

async function readJson(file: string, shown: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new BrandConfigError(shown, ['filen saknas'])
  })
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new BrandConfigError(shown, [`ogiltig JSON: ${(error as Error).message}`])
  }
}

export async function checkTenants(dir: string): Promise<{ brands: Brand[]; errors: BrandConfigError[] }> {
  const entries = await readdir(dir, { withFileTypes: true })
  const brands: Brand[] = []
  const errors: BrandConfigError[] = []
  for (const entry of entries.filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')) {
    try {
      const base = path.join(dir, entry.name)
      const rawConfig = await readJson(path.join(base, 'brand.json'), `tenants/${entry.name}/brand.json`)
      const rawRoutes = await readJson(path.join(base, 'routes.json'), `tenants/${entry.name}/routes.json`)
      brands.push(loadBrand(entry.name, rawConfig, rawRoutes))
    } catch (error) {
      if (error instanceof BrandConfigError) errors.push(error)
      else throw error
    }
  }
  if (errors.length === 0) {
    try {
      checkBrandSet(brands)
    } catch (error) {
      if (error instanceof BrandConfigError) errors.push(error)
      else throw error
    }
  }
  return { brands, errors }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url)))
  const { brands, errors } = await checkTenants(dir)
  for (const error of errors) console.error(error.message)
  if (errors.length) process.exit(1)
  console.log(`Varumärken OK: ${brands.map((b) => `${b.id} (${b.routes.length} sidor)`).join(', ')}`)
}
