import type { APIRequestContext, Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BRANDS = ['nordbygg', 'trahuset', 'proffsbygget'] as const
export type BrandId = (typeof BRANDS)[number]

/** A URL on a brand's own local host (Chromium resolves *.localhost to loopback). */
export const brandUrl = (brand: BrandId, path = '/') => `http://${brand}.localhost:${PORT}${path}`

export const DEMO_PASSWORD = 'Demo-12345'

/** Logs in from inside the page (the browser login route), so the browser keeps the httpOnly session cookies. */
export async function logIn(page: Page, brand: BrandId, email: string) {
  await page.goto(brandUrl(brand))
  const status = await page.evaluate(
    async ([email, password]) => {
      const response = await fetch('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logonId: email, logonPassword: password }),
      })
      return response.status
    },
    [email, DEMO_PASSWORD] as const,
  )
  if (status !== 200) throw new Error(`login as ${email} answered ${status}`)
}

/**
 * Bearer headers for a demo user, from the auth service's login (POST /api/auth/v2/sessions), as an
 * API client would get them; the shop's routes and the Payload API both accept them.
 */
export async function bearerFor(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/auth/v2/sessions`, {
    data: { logonId: email, logonPassword: DEMO_PASSWORD },
  })
  if (response.status() !== 200) throw new Error(`login as ${email} answered ${response.status()}`)
  const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { AccessToken: string } }
  return { Authorization: `Bearer ${AuthenticationResult.AccessToken}` }
}
