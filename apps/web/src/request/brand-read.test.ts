import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The brand is read one way: the proxy maps the Host header to a brand (BRAND_HEADER), pages pass
 * their `[brand]` segment to request/brand.ts and routes get it from api/route.ts. A second reading
 * of the Host could pick another brand than the proxy did, so no module but the proxy may do it.
 */

const webSrc = path.resolve(import.meta.dirname, '..')

/**
 * Files allowed to read the Host header: only the one place a Host becomes a brand. No link is built
 * from it either (request/origin.ts: every absolute URL starts with the brand's configured origin).
 */
const HOST_READERS = new Set(['proxy.ts'])

const RULES = [
  { rule: 'calls brandForHost', pattern: /\bbrandForHost\b/, allowed: new Set(['proxy.ts']) },
  {
    rule: 'reads the Host header',
    pattern: /\.get\(\s*['"`](?:x-forwarded-)?host['"`]\s*\)|\bheaders\.host\b|\[['"`]host['"`]\]/i,
    allowed: HOST_READERS,
  },
  {
    rule: 'matches a host against brand hostnames',
    pattern: /\bhostnames\??\.(?:includes|indexOf|some|find|filter)\(/,
    // request/origin.ts picks a brand's own local host for its origin outside production: no request's.
    allowed: new Set(['proxy.ts', 'request/origin.ts']),
  },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    // Tests serve no requests.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The rules `text` breaks, as the module at `file` (relative to apps/web/src). */
function brandReadOffences(file: string, text: string): string[] {
  return RULES.filter(({ pattern, allowed }) => !allowed.has(file) && pattern.test(text)).map(
    ({ rule }) => `${file} ${rule}`,
  )
}

describe('the brand is read one way', () => {
  it('catches each way of picking a brand from the Host outside the proxy', () => {
    expect(brandReadOffences('app/x/route.ts', "brandForHost(request.headers.get('host'))")).toEqual([
      'app/x/route.ts calls brandForHost',
      'app/x/route.ts reads the Host header',
    ])
    expect(brandReadOffences('a.ts', 'const host = (await headers()).get("x-forwarded-host")')).toEqual([
      'a.ts reads the Host header',
    ])
    expect(brandReadOffences('a.ts', 'brands.find((b) => b.hostnames.includes(name))')).toEqual([
      'a.ts matches a host against brand hostnames',
    ])
    expect(brandReadOffences('proxy.ts', "brandForHost(request.headers.get('host'))")).toEqual([])
    expect(brandReadOffences('a.ts', 'const brand = await requestBrand((await params).brand)')).toEqual([])
  })

  it('no module under apps/web/src but the proxy picks a brand from the Host header', () => {
    const files = sourceFiles(webSrc)
    expect(files.map((file) => path.relative(webSrc, file))).toContain('proxy.ts')
    const offences = files.flatMap((file) =>
      brandReadOffences(path.relative(webSrc, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
    )
    expect(offences).toEqual([])
  })
})
