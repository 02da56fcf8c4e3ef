/**
 * `npm run tenants:check [dir]`: validates every brand folder under tenants/ (or `dir`) from disk,
 * including folders not yet wired into tenants/index.ts, and prints each problem with file and field.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CUSTOM_PAGES, type CustomPage } from '@shop/schemas'
import { distance } from 'fastest-levenshtein'
import { type Brand, BrandConfigError, checkBrandSet, loadBrand } from './parse'

/**
 * The valid page name a brand manager most likely meant, or undefined when none is near: a name
 * further than a third of its length (at least 2 edits) from every page is another word, not a typo,
 * and guessing then would mislead. Case is ignored ("myprofile" means MyProfile).
 */
export function nearestPage(name: string): CustomPage | undefined {
  let best: CustomPage | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const page of CUSTOM_PAGES) {
    const edits = distance(name.toLowerCase(), page.toLowerCase())
    if (edits < bestDistance) {
      best = page
      bestDistance = edits
    }
  }
  return best && bestDistance <= Math.max(2, Math.ceil(best.length / 3)) ? best : undefined
}

/**
 * The route file's problems with "menade du …?" after each wrong page name that is near a valid one.
 * The schema's message already names the file, index and field; this only adds the guess.
 */
export function withPageHints(error: BrandConfigError, rawRoutes: unknown): BrandConfigError {
  const routes = (rawRoutes as { routes?: unknown } | null)?.routes
  if (!Array.isArray(routes)) return error
  const hints = new Map<string, string>()
  routes.forEach((route, index) => {
    const page = (route as { page?: unknown } | null)?.page
    if (typeof page !== 'string' || (CUSTOM_PAGES as readonly string[]).includes(page)) return
    const guess = nearestPage(page)
    if (guess) hints.set(`routes[${index}].page:`, guess)
  })
  if (!hints.size) return error
  const problems = error.problems.map((problem) => {
    const guess = hints.get(problem.slice(0, problem.indexOf(':') + 1))
    return guess ? `${problem} (menade du ${guess}?)` : problem
  })
  return new BrandConfigError(error.file, problems)
}

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
    let rawRoutes: unknown
    try {
      const base = path.join(dir, entry.name)
      const rawConfig = await readJson(path.join(base, 'brand.json'), `tenants/${entry.name}/brand.json`)
      rawRoutes = await readJson(path.join(base, 'routes.json'), `tenants/${entry.name}/routes.json`)
      const punchoutFile = path.join(base, 'punchout.json')
      const rawPunchout = existsSync(punchoutFile)
        ? await readJson(punchoutFile, `tenants/${entry.name}/punchout.json`)
        : undefined
      const logoFile = path.join(base, 'logo.json')
      const rawLogo = existsSync(logoFile) ? await readJson(logoFile, `tenants/${entry.name}/logo.json`) : undefined
      brands.push(loadBrand(entry.name, rawConfig, rawRoutes, rawPunchout, rawLogo))
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error
      errors.push(error.file.endsWith('routes.json') ? withPageHints(error, rawRoutes) : error)
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
