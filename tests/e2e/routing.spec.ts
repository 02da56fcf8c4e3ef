import { expect, test } from '@playwright/test'
import { brandUrl, PORT } from './support'

test('an unknown path answers 404 with the full path', async ({ page }) => {
  const response = await page.goto(brandUrl('trahuset', '/any/unknown/path'))
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('error-reason')).toHaveText('Page Not Found: /any/unknown/path')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas')
  await expect(page.getByRole('link', { name: 'Till startsidan', exact: true })).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Gå tillbaka' })).toBeVisible()
})

test('another brand’s folder name is not a way into that brand', async ({ page }) => {
  const response = await page.goto(brandUrl('nordbygg', '/trahuset'))
  expect(response?.status()).toBe(404)
})

for (const q of ['%20', '', '%20%20%09']) {
  test(`/search?q=${q} redirects to the start page`, async ({ page }) => {
    await page.goto(brandUrl('nordbygg', `/search?q=${q}`))
    expect(new URL(page.url()).pathname).toBe('/')
  })
}

test('/search with a query stays on the results page', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  expect(new URL(page.url()).pathname).toBe('/search')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('skruv')
})

test('GET /api/brand-config returns every brand with store ids and company name', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/brand-config`)
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(Object.keys(body).sort()).toEqual(['nordbygg', 'proffsbygget', 'trahuset'])
  expect(body.nordbygg).toEqual({
    defaultStoreId: '101',
    centralStorageId: '900',
    companyName: 'Nordbygg Bygghandel AB',
  })
  expect(body.trahuset.companyName).toBe('Trähuset Virke & Bygg AB')
  expect(body.proffsbygget.defaultStoreId).toBe('301')
})

test('each brand serves its own robots.txt and sitemap', async ({ page }) => {
  const robots = await page.goto(brandUrl('trahuset', '/robots.txt'))
  const robotsText = await robots?.text()
  expect(robotsText).toContain('Disallow: /admin')
  expect(robotsText).toContain(`Sitemap: http://trahuset.localhost:${PORT}/sitemap.xml`)

  const sitemap = await page.goto(brandUrl('trahuset', '/sitemap.xml'))
  expect(sitemap?.headers()['content-type']).toContain('application/xml')
  const xml = (await sitemap?.text()) ?? ''
  expect(xml).toContain(`<loc>http://trahuset.localhost:${PORT}/kundservice</loc>`)
  expect(xml).toContain(`<loc>http://trahuset.localhost:${PORT}/butiker/201</loc>`)
  expect(xml).not.toContain('/proffsavtal')
  expect(xml).not.toContain('/butiker/101<')
})
