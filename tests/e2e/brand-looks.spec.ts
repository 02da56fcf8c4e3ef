import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { brandRuleText } from '@shop/commerce/brand-rules'
import type { BrandConfig } from '@shop/schemas'
import { seriousViolations } from './axe'
import { BRANDS, type BrandId, brandUrl, PORT } from './support'

/** The brand's config as its folder holds it (Playwright's loader imports no JSON modules). */
const brandById = (brand: BrandId): BrandConfig =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../tenants/${brand}/brand.json`), 'utf8'))

/**
 * Three brands that look like three brands (issue 38): each front page is read as a visitor's browser
 * draws it, and every look that should be the brand's own must differ from the other two.
 */
interface Look {
  logo: string
  logoInk: string
  logoAccent: string
  sections: string
  sectionTitles: string
  header: string
  heading: string
  font: string
  radius: string
}

async function lookOf(page: Page, brand: BrandId): Promise<Look> {
  await page.goto(brandUrl(brand))
  await expect(page.getByTestId('front-page-hero')).toBeVisible()
  const logo = page.locator('#shell-logo svg[data-logo="drawing"]')
  await expect(logo).toBeVisible()
  return page.evaluate(() => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : null)
    const paths = [...document.querySelectorAll('#shell-logo svg path')]
    const accent = paths.find((p) => p.getAttribute('class')?.includes('fill-accent'))
    const ink = paths.find((p) => p.getAttribute('class')?.includes('fill-current'))
    const sections = [...document.querySelectorAll('[data-section-type]')]
    return {
      logo: paths.map((p) => p.getAttribute('d')).join(''),
      logoInk: style(ink ?? null)?.fill ?? '',
      logoAccent: style(accent ?? null)?.fill ?? '',
      sections: sections.map((s) => s.getAttribute('data-section-type')).join(','),
      sectionTitles: sections.map((s) => s.querySelector('h2')?.textContent ?? '').join('|'),
      // What the logo stands on: its nearest ancestor with a background of its own.
      header: (() => {
        for (let el = document.getElementById('shell-logo'); el; el = el.parentElement) {
          const background = getComputedStyle(el).backgroundColor
          if (background !== 'rgba(0, 0, 0, 0)') return background
        }
        return ''
      })(),
      heading: document.querySelector('[data-testid="front-page-hero"] h1')?.textContent ?? '',
      font: style(document.body)?.fontFamily ?? '',
      radius: getComputedStyle(document.documentElement).getPropertyValue('--brand-radius').trim(),
    }
  })
}

test('the three front pages differ in logo, sections, words, colours and type', async ({ page }) => {
  const looks = new Map<BrandId, Look>()
  for (const brand of BRANDS) looks.set(brand, await lookOf(page, brand))
  for (const key of [
    'logo',
    'logoAccent',
    'sections',
    'sectionTitles',
    'header',
    'heading',
    'font',
    'radius',
  ] as const) {
    const values = BRANDS.map((brand) => looks.get(brand)?.[key])
    expect(new Set(values).size, `${key}: ${JSON.stringify(values)}`).toBe(BRANDS.length)
  }
  for (const brand of BRANDS) {
    const look = looks.get(brand) as Look
    // The light logo on the coloured header: ink in the primary's contrast, the mark in the brand's accent.
    const { colors } = brandById(brand).theme
    expect(look.logoInk).toBe(rgb(colors.primaryContrast))
    expect(look.logoAccent).toBe(rgb(colors.accent))
    expect(look.header).toBe(rgb(colors.primary))
  }
})

const FONT_FILES = {
  Inter: ['/fonts/inter-latin-wght-normal.woff2'],
  'Source Sans 3': ['/fonts/source-sans-3-latin-wght-normal.woff2'],
  Barlow: ['/fonts/barlow-latin-400-normal.woff2', '/fonts/barlow-latin-600-normal.woff2'],
} as const

test('a first visit asks for the brand’s own font from the page’s head, and only that one', async ({ browser }) => {
  for (const brand of BRANDS) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(brandUrl(brand))
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/fonts/'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          by: (entry as PerformanceResourceTiming).initiatorType,
        })),
    )
    const font = brandById(brand).theme.font
    const expected = FONT_FILES[font]
    expect(fonts.map((f) => f.path).sort(), brand).toEqual([...expected].sort())
    // Asked for by the preload link, not found late in the stylesheet.
    for (const f of fonts) expect(f.by, `${brand} ${f.path}`).toBe('link')
    // Node resolves no *.localhost: the API request goes to the loopback address with the brand's host.
    const answer = await page.request.get(`http://127.0.0.1:${PORT}${expected[0]}`, {
      headers: { host: `${brand}.localhost:${PORT}` },
    })
    expect(answer.headers()['content-type']).toBe('font/woff2')
    expect(answer.headers()['cache-control']).toContain('immutable')
    await context.close()
  }
})

test('the delivery terms state each brand’s own cut-off hour and closed days, from its config', async ({ page }) => {
  for (const brand of BRANDS) {
    const config = brandById(brand)
    await page.goto(brandUrl(brand, '/leveransvillkor'))
    await expect(page.locator('[data-brand-rule="cutoffHour"]')).toHaveText(`klockan ${config.cutoffHour}`)
    await expect(
      page.getByText(`Beställ före klockan ${config.cutoffHour} för leverans nästa arbetsdag.`),
    ).toBeVisible()
    await expect(page.locator('[data-brand-rule="closedDays"]')).toHaveText(
      brandRuleText('closedDays', config, new Date()),
    )
    expect(await seriousViolations(page)).toEqual([])
  }
})

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
