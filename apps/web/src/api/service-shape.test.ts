import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * BRIEF decision 11, checked: services (`<domain>/service.ts`), storage modules (`<domain>/storage.ts`,
 * or the files of a `<domain>/storage/` folder) and the pure rules of packages/commerce know nothing of HTTP or of Next. They return the one Result of
 * @shop/commerce/result; only api/respond.ts turns results into responses.
 */

const root = path.resolve(import.meta.dirname, '../../../..')
const webSrc = path.join(root, 'apps/web/src')
const commerceSrc = path.join(root, 'packages/commerce/src')

function files(dir: string, keep: (name: string, full: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, keep)
    return keep(entry.name, full) ? [full] : []
  })
}

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)

/** A file of a `storage/` folder under src (accounts/storage/users.ts, catalog/storage/index.ts, …). */
const inStorageFolder = (full: string) => path.relative(webSrc, full).split(path.sep).slice(0, -1).includes('storage')

const serviceModules = [
  ...new Set([
    ...files(
      webSrc,
      (name, full) => name === 'service.ts' || name === 'storage.ts' || (isModule(name) && inStorageFolder(full)),
    ),
    // The catalog is a folder of services (prices, stock, search, …, one per spec service) over its storage/.
    ...files(path.join(webSrc, 'catalog'), (name) => name.endsWith('.ts') && isModule(name)),
    ...files(commerceSrc, isModule),
  ]),
]

const HTTP = [
  { rule: 'imports from next/', pattern: /from ['"]next\// },
  { rule: 'builds a Response', pattern: /\bnew Response\(|\bResponse\.(json|redirect|error)\(/ },
  { rule: 'imports the HTTP mapping', pattern: /from ['"][^'"]*api\/(respond|route|http|authorize)['"]/ },
  { rule: 'declares an HTTP status', pattern: /\bstatus:\s*[1-5]\d\d\b/ },
]

describe('the service shape', () => {
  it('finds the service modules it checks', () => {
    const names = serviceModules.map((file) => path.relative(root, file))
    expect(names).toContain('apps/web/src/addresses/service.ts')
    expect(names).toContain('apps/web/src/addresses/storage.ts')
    expect(names).toContain('apps/web/src/accounts/storage/users.ts')
    expect(names).toContain('apps/web/src/catalog/prices.ts')
    expect(names).toContain('packages/commerce/src/result.ts')
  })

  it('keeps HTTP and Next out of every service, storage module and commerce rule', () => {
    const offences = serviceModules.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return HTTP.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => `${path.relative(root, file)} ${rule}`)
    })
    expect(offences).toEqual([])
  })
})
