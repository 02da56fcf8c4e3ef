import { expect, type Page, type Request, test } from '@playwright/test'
import { t } from '@shop/i18n'
import { bearerFor, brandUrl, PORT } from './support'

/**
 * Issue 38: the catalog's pictures are the media library's, through next/image (AVIF or WebP at the widths
 * each place's `sizes` asks for, with their measures); the product page's picture is fetched first; an
 * article without one shows a box that says so, and nothing asks the retired /placeholder route.
 */

const base = `http://127.0.0.1:${PORT}`
const api = `${base}/api/payload`
const OPTIMIZED = /^\/_next\/image\?url=%2Fmedia%2F[^&]+\.jpg&w=\d+&q=75$/

/** Every picture the page asked for, as the browser requested it. */
function requestsOf(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => seen.push(request))
  return seen
}

/** The picture the browser chose and how it came: AVIF or WebP (Chromium asks for both). */
async function loadedType(page: Page, selector: string): Promise<string> {
  const current = await page
    .locator(selector)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }))
      return img.currentSrc
    })
  const { pathname, search } = new URL(current)
  expect(pathname).toBe('/_next/image')
  // Node does not resolve <brand>.localhost as Chromium does: the same address on loopback.
  const answer = await page.request.get(`${base}${pathname}${search}`, {
    headers: { Accept: 'image/avif,image/webp,*/*' },
  })
  expect(answer.status()).toBe(200)
  return answer.headers()['content-type'] ?? ''
}

test('a listing tile shows its upload through next/image with its measures, lazily after the first row', async ({
  page,
}) => {
  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  const images = page.locator('main .product-card img')
  await expect(images.first()).toHaveAttribute('src', OPTIMIZED)
  const first = images.first()
  await expect(first).toHaveAttribute('srcset', /w=320&q=75 320w/)
  await expect(first).toHaveAttribute('sizes', /50vw$/)
  await expect(first).toHaveAttribute('width', /^\d+$/)
  await expect(first).toHaveAttribute('height', /^\d+$/)
  expect(await images.count()).toBeGreaterThan(2)
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
  expect(await loadedType(page, 'main .product-card img')).toMatch(/^image\/(avif|webp)$/)
})

test("a search suggestion's thumbnail is its upload through next/image", async ({ page }) => {
  await page.goto(brandUrl('nordbygg'))
  const field = page.getByRole('banner').getByRole('searchbox')
  await field.click()
  await field.pressSequentially('skruv', { delay: 30 })
  const thumbnail = page.locator('#shell-fayt').getByRole('list', { name: 'Produkter' }).locator('img').first()
  await expect(thumbnail).toHaveAttribute('src', OPTIMIZED)
  await expect(thumbnail).toHaveAttribute('sizes', '2.5rem')
  await expect(thumbnail).toHaveAttribute('width', /^\d+$/)
  expect(await loadedType(page, '#shell-fayt img')).toMatch(/^image\/(avif|webp)$/)
})

test("the product page's picture is its largest paint: through next/image, fetched first, never lazily", async ({
  page,
}) => {
  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  const href = await page.locator('main .product-card h3 a').first().getAttribute('href')
  await page.goto(brandUrl('nordbygg', href ?? '/'))
  const main = page.locator('main button[aria-haspopup="dialog"] img').first()
  await expect(main).toHaveAttribute('src', OPTIMIZED)
  await expect(main).toHaveAttribute('fetchpriority', 'high')
  await expect(main).toHaveAttribute('loading', 'eager')
  await expect(main).toHaveAttribute('width', /^\d+$/)
  await expect(main).toHaveAttribute('height', /^\d+$/)
  await expect(main).toHaveAttribute('sizes', /50vw/)
  expect(await loadedType(page, 'main button[aria-haspopup="dialog"] img')).toMatch(/^image\/(avif|webp)$/)
})

test('a variant without pictures shows "Bild saknas" on its page and in the suggestions, and asks for no stand-in', async ({
  page,
  request,
}) => {
  const admin = await bearerFor(request, 'siteadmin@demo.test')
  // The last article of the demo catalog: a product no other test looks at by number.
  const found = await request.get(`${api}/variants?sort=-articleNumber&limit=1&depth=0`, { headers: admin })
  const variant = (await found.json()).docs[0] as {
    id: number
    articleNumber: string
    variantSlug: string
    images: unknown[]
  }
  const setImages = async (images: unknown[]) =>
    expect((await request.patch(`${api}/variants/${variant.id}`, { headers: admin, data: { images } })).status()).toBe(
      200,
    )
  const requests = requestsOf(page)
  try {
    await setImages([])
    await page.goto(brandUrl('nordbygg', `/produkt/${variant.variantSlug}`))
    const gallery = page.locator('main').getByText(t('common.no_image'), { exact: true }).first()
    await expect(gallery).toBeVisible()
    await expect(page.getByTestId('gallery-open')).toHaveCount(0)

    // The header's suggestions for its number: the same box in the thumbnail's place.
    const field = page.getByRole('banner').getByRole('searchbox')
    await field.click()
    await field.pressSequentially(variant.articleNumber, { delay: 30 })
    const suggestion = page.locator('#shell-fayt').getByRole('link').filter({ hasText: variant.articleNumber }).first()
    await expect(suggestion.getByText(t('common.no_image'), { exact: true })).toBeVisible()
    await expect(suggestion.locator('img')).toHaveCount(0)
  } finally {
    await setImages(variant.images)
  }
  expect(requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/placeholder/'))).toEqual([])
})

test('the placeholder route is gone: a stand-in address answers 404', async ({ request }) => {
  for (const path of ['/placeholder/product/1.svg', '/placeholder/ghs/ghs02.svg']) {
    const answer = await request.get(`${base}${path}`, { headers: { host: `nordbygg.localhost:${PORT}` } })
    expect(answer.status(), path).toBe(404)
    expect(answer.headers()['content-type'] ?? '', path).not.toContain('image/svg')
  }
})
