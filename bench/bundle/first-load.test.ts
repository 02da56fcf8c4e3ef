import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGET_KIB, firstLoad, overBudget, pickDistDir } from './first-load.mjs'

/** A build in a temporary apps/web: chunks of random (incompressible) bytes, stats and manifest as next writes them. */
async function fakeBuild(
  distDir: string,
  chunks: Record<string, number>,
  routes: Record<string, string[]>,
  into?: string,
) {
  const webDir = into ?? (await mkdtemp(path.join(tmpdir(), 'bundle-')))
  await mkdir(path.join(webDir, distDir, 'static/chunks'), { recursive: true })
  await mkdir(path.join(webDir, distDir, 'diagnostics'), { recursive: true })
  for (const [name, bytes] of Object.entries(chunks))
    await writeFile(path.join(webDir, distDir, 'static/chunks', name), randomBytes(bytes))
  const stats = Object.entries(routes).map(([route, names]) => ({
    route,
    firstLoadUncompressedJsBytes: 0,
    firstLoadChunkPaths: names.map((name) => `${distDir}/static/chunks/${name}`),
  }))
  await writeFile(path.join(webDir, distDir, 'diagnostics/route-bundle-stats.json'), JSON.stringify(stats))
  await writeFile(
    path.join(webDir, distDir, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'] }),
  )
  return webDir
}

const KIB = 1024

describe('the first-load JS budget (bench:bundle)', () => {
  it('sums each shop route’s module scripts gzipped, without the noModule polyfills or the admin', async () => {
    const webDir = await fakeBuild(
      '.next',
      { 'framework.js': 100 * KIB, 'page.js': 40 * KIB, 'polyfill.js': 40 * KIB, 'admin.js': 300 * KIB },
      {
        '/[brand]/produkt/[slug]': ['framework.js', 'page.js', 'polyfill.js', 'styles.css'],
        '/[brand]': ['framework.js'],
        '/admin/[[...segments]]': ['framework.js', 'admin.js'],
      },
    )
    const routes = firstLoad(webDir, '.next')
    expect(routes.map((r: { route: string }) => r.route)).toEqual(['/[brand]', '/[brand]/produkt/[slug]'])
    const product = routes.find((r: { route: string }) => r.route === '/[brand]/produkt/[slug]')
    expect(product.chunks).toBe(2)
    // Random bytes do not compress: gzip adds a few bytes per chunk.
    expect(product.gzip).toBeGreaterThan(140 * KIB)
    expect(product.gzip).toBeLessThan(141 * KIB)
  })

  it('names each route over the budget with its size', async () => {
    const webDir = await fakeBuild(
      '.next',
      { 'framework.js': 150 * KIB, 'cart.js': 12 * KIB },
      { '/[brand]/cart': ['framework.js', 'cart.js'], '/[brand]/search': ['framework.js'] },
    )
    const over = overBudget(firstLoad(webDir, '.next'))
    expect(BUDGET_KIB).toBe(161)
    expect(over).toHaveLength(1)
    expect(over[0]).toMatch(/^\/\[brand\]\/cart: 162\.\d KiB gzipped, over the budget of 161 KiB$/)
    expect(overBudget(firstLoad(webDir, '.next'), 170)).toEqual([])
  })

  it('reads the newest build unless told which', async () => {
    const webDir = await fakeBuild('.next', { 'a.js': 10 }, { '/[brand]': ['a.js'] })
    await fakeBuild('.next-bench', { 'a.js': 10 }, { '/[brand]': ['a.js'] }, webDir)
    const old = new Date(Date.now() - 60_000)
    await utimes(path.join(webDir, '.next-bench/diagnostics/route-bundle-stats.json'), old, old)
    expect(pickDistDir(webDir)).toBe('.next')
    expect(pickDistDir(webDir, '.next-bench')).toBe('.next-bench')
    expect(pickDistDir(webDir, '.next-other')).toBeUndefined()
  })
})
