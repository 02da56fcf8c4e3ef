/** The brands a benchmark visits, read from tenants/<brand>/brand.json (plain JSON: no TypeScript needed). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './server.mjs'

/** Each brand's id and first `.localhost` host name (Chromium resolves *.localhost), sorted by id. */
export function brandHosts() {
  const dir = path.join(repoRoot, 'tenants')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        const brand = JSON.parse(readFileSync(path.join(dir, entry.name, 'brand.json'), 'utf8'))
        const host = brand.hostnames.find((h) => h.endsWith('.localhost') && h !== 'localhost')
        return host ? [{ brand: brand.id ?? entry.name, host }] : []
      } catch {
        return []
      }
    })
    .sort((a, b) => a.brand.localeCompare(b.brand))
}
