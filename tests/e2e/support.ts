import type { Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BRANDS = ['nordbygg', 'trahuset', 'proffsbygget'] as const
export type BrandId = (typeof BRANDS)[number]

/** A URL on a brand's own local host (Chromium resolves *.localhost to loopback). */
export const brandUrl = (brand: BrandId, path = '/') => `http://${brand}.localhost:${PORT}${path}`

export const DEMO_PASSWORD = 'Demo-1234'

/** Logs in from inside the page, so the browser keeps the session cookie as a shopper's would. */
export async function logIn(page: Page, brand: BrandId, email: string) {
  await page.goto(brandUrl(brand))
  const status = await page.evaluate(
    async ([email, password]) => {
      const response = await fetch('/api/payload/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return response.status
    },
    [email, DEMO_PASSWORD] as const,
  )
  if (status !== 200) throw new Error(`login as ${email} answered ${status}`)
}
