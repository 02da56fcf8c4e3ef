import { expect, request as playwrightRequest, test } from '@playwright/test'
import sharp from 'sharp'
import { BRANDS, bearerFor, brandUrl, logInToAdmin, PORT } from './support'

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

test.describe('an editor uploads a picture in the admin', () => {
  test("a Trähuset editor's upload, focal point and alt text become the front page's hero; Nordbygg's editor can neither see nor use it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const alt = `Altan i lärk ${Date.now()}`
    // A 12-megapixel photo's proportions, with a bright patch where the focal point goes.
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c8742b' } })
      .composite([
        { input: { create: { width: 400, height: 400, channels: 3, background: '#ffffff' } }, left: 300, top: 200 },
      ])
      .jpeg()
      .toBuffer()

    await logInToAdmin(page, 'editor.trahuset@demo.test')
    await page.goto(`http://localhost:${PORT}/admin/collections/media/create`)
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'Altan i lärk.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await page.getByRole('button', { name: 'Redigera bild' }).click()
    await page.locator('input[name="X %"]').fill('20')
    await page.locator('input[name="Y %"]').fill('25')
    await page.getByRole('button', { name: 'Verkställ ändringar' }).click()
    await page.locator('#field-alt').fill(alt)
    await page.getByRole('button', { name: 'Spara' }).click()
    await page.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })

    const trahuset = await bearerFor(request, 'editor.trahuset@demo.test')
    const mediaUrl = `http://127.0.0.1:${PORT}/api/payload/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`
    const [upload] = (
      (await (await request.get(mediaUrl, { headers: trahuset })).json()) as {
        docs: Array<{ id: number; filename: string; brand: string; focalX: number; focalY: number }>
      }
    ).docs
    expect(upload).toMatchObject({ brand: 'trahuset', focalX: 20, focalY: 25 })
    // Named by its content; a run tried again uploads the same bytes, which Payload numbers (-1).
    expect(upload?.filename).toMatch(/^altan-i-lark-[0-9a-f]{10}(-\d+)?\.jpg$/)

    // Into the front page's hero: the old picture out, the new one chosen from the library by its alt text.
    await page.goto(`http://localhost:${PORT}/admin/collections/front-pages`)
    await page.getByRole('link', { name: /Trähuset – startsida/ }).click()
    const field = page
      .locator('.field-type.upload')
      .filter({ has: page.locator('label[for="field-hero__heroDesktop"]') })
    await field.locator('.upload-relationship-details__actions button').last().click()
    await field.getByRole('button', { name: 'Välj bland befintliga' }).click()
    const drawer = page.locator('.list-drawer')
    await drawer.getByRole('textbox').first().fill(alt)
    await expect(drawer.locator('table tbody tr')).toHaveCount(1)
    await drawer.locator('table tbody tr').first().locator('button').first().click()
    await expect(field).toContainText(upload?.filename ?? '')
    const publish = page.getByRole('button', { name: 'Publicera ändringar' })
    await publish.click()
    // Saved: the form is clean again, so publishing is offered no more.
    await expect(publish).toBeDisabled({ timeout: 15_000 })

    // A fresh API context after the admin's steps: the server may have closed the idle keep-alive sockets.
    const api = await playwrightRequest.newContext()
    const front = await api.get(
      `http://127.0.0.1:${PORT}/api/payload/front-pages?where[brand][equals]=trahuset&depth=0`,
      { headers: trahuset },
    )
    expect(((await front.json()) as { docs: Array<{ hero: { heroDesktop: number } }> }).docs[0]?.hero.heroDesktop).toBe(
      upload?.id,
    )
    // The very next visit gets it, through the optimizer in a modern format at the viewport's width.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(brandUrl('trahuset', '/'))
    const hero = page.locator('main picture img[fetchpriority="high"]').first()
    const src = (await hero.getAttribute('src')) ?? ''
    expect(decodeURIComponent(src)).toContain(`/media/${upload?.filename.replace('.jpg', '')}`)
    const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(current).toMatch(/\/_next\/image\?url=.*&w=(1280|1920)&/)
    const served = await api.get(current.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${PORT}`), {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    })
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)

    // Nordbygg's editor: not in their library, not by id, and not usable on their own front page.
    const nordbygg = await bearerFor(api, 'editor.nordbygg@demo.test')
    const listed = (await (await api.get(mediaUrl, { headers: nordbygg })).json()) as { docs: unknown[] }
    expect(listed.docs).toEqual([])
    const byId = await api.get(`http://127.0.0.1:${PORT}/api/payload/media/${upload?.id}`, { headers: nordbygg })
    expect(byId.status()).toBe(404)
    const fronts = (await (
      await api.get(`http://127.0.0.1:${PORT}/api/payload/front-pages?where[brand][equals]=nordbygg&depth=0`, {
        headers: nordbygg,
      })
    ).json()) as { docs: Array<{ id: number }> }
    const used = await api.patch(`http://127.0.0.1:${PORT}/api/payload/front-pages/${fronts.docs[0]?.id}`, {
      headers: nordbygg,
      data: { hero: { heroDesktop: upload?.id } },
    })
    expect(used.status()).toBe(400)
    // Refused for that field alone: the library offers a brand's editors only its own files and the shared ones.
    expect(await used.json()).toEqual({ errors: [{ message: 'Följande fält är ogiltigt: Toppbild > Bild, dator' }] })
    await api.dispose()
  })
})
