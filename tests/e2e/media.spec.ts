import { expect, test } from '@playwright/test'
import { BRANDS, brandUrl, PORT } from './support'

/**
 * Issue 38: the demo's pictures are uploads of the media library, served from /media with immutable
 * caching and through next/image in AVIF or WebP at the widths a page asks for; the optimizer takes no
 * address off the shop's own /media.
 */

const base = `http://127.0.0.1:${PORT}`

test.describe('the media library on the storefront', () => {
  for (const brand of BRANDS) {
    test(`${brand}: the front page hero is an upload, fetched first, with a mobile crop and a blurred stand-in`, async ({
      page,
    }) => {
      await page.goto(brandUrl(brand, '/'))
      const hero = page.locator('main picture img[fetchpriority="high"]').first()
      await expect(hero).toHaveAttribute('src', /^\/_next\/image\?url=%2Fmedia%2F/)
      await expect(hero).toHaveAttribute('srcset', /w=1920/)
      await expect(hero).toHaveAttribute('width', /^\d+$/)
      expect(await hero.getAttribute('style')).toContain('background-image')
      const mobile = page.locator('main picture source[media="(max-width: 767px)"]').first()
      await expect(mobile).toHaveAttribute('srcset', /%2Fmedia%2F.*-800x800\.jpg/)
      // The browser got the picture in a modern format.
      const loaded = await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
      expect(loaded).toBe(true)
    })
  }

  test('a picture is sent as AVIF or WebP at the asked width, and the file itself is immutable', async ({
    page,
    request,
  }) => {
    await page.goto(brandUrl('trahuset', '/'))
    const src = await page.locator('main picture img[fetchpriority="high"]').first().getAttribute('src')
    const file = decodeURIComponent(/url=([^&]+)/.exec(src ?? '')?.[1] ?? '')
    expect(file).toMatch(/^\/media\/[a-z0-9-]+-[0-9a-f]{10}(-\d+x\d+)?\.jpg$/)

    const original = await request.get(`${base}${file}`)
    expect(original.status()).toBe(200)
    expect(original.headers()['content-type']).toBe('image/jpeg')
    expect(original.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
    ] as const) {
      const optimized = await request.get(`${base}/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`, {
        headers: { Accept: accept },
      })
      expect(optimized.status()).toBe(200)
      expect(optimized.headers()['content-type']).toBe(type)
      expect((await optimized.body()).length).toBeLessThan((await original.body()).length)
    }
  })

  test('the optimizer refuses a host that is not configured, and /media only what the library wrote', async ({
    request,
  }) => {
    const remote = await request.get(
      `${base}/_next/image?url=${encodeURIComponent('https://example.com/a.jpg')}&w=640&q=75`,
    )
    expect(remote.status()).toBe(400)
    const outside = await request.get(`${base}/_next/image?url=${encodeURIComponent('/api/brand-config')}&w=640&q=75`)
    expect(outside.status()).toBe(400)
    for (const name of ['..%2F..%2Fpackage.json', 'finns-inte-0123456789.jpg', 'skript.html']) {
      const response = await request.get(`${base}/media/${name}`)
      expect(response.status()).toBe(404)
    }
  })
})
