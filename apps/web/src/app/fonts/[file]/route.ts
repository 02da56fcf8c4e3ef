import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fontModuleOf } from '@/brand/fonts'

// Resolved from the app's folder, as the packages were installed for it (the bundle's own location is not).
const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve
const loaded = new Map<string, Promise<Buffer>>()

/**
 * GET /fonts/{file}: a brand font file (brand/fonts.ts), read once and kept. A year in every cache: a name
 * stands for one subset of one typeface, which a package update does not change in any way a reader sees.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file
  const module = fontModuleOf(name)
  if (!module) {
    return new Response('Typsnittet finns inte.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  let body = loaded.get(name)
  if (!body) {
    body = readFile(resolve(module))
    loaded.set(name, body)
  }
  return new Response(new Uint8Array(await body), {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
