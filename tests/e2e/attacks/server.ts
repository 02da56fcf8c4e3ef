import { type APIRequestContext, test as base } from '@playwright/test'
import { type BrandId, DEMO_PASSWORD, PORT } from '../support'

/**
 * The attack tests of issue 36 (one spec per finding of the hostile probe of 2026-12-01), run against
 * each database: the e2e server on SQLite (`chromium` project) and, when Postgres answers, a second
 * server of the same build on Postgres and Redis (`postgres` project, playwright.config.ts). A spec
 * here reaches its server only through `shop`, so the same attack runs against both.
 */

export type DatabaseName = 'sqlite' | 'postgres'

export interface ShopServer {
  database: DatabaseName
  port: number
  /** http://127.0.0.1:<port>: the default brand, as a script or an API client reaches it. */
  base: string
  /** A brand's own host and port (Chromium resolves *.localhost to loopback; Node's request context does not). */
  brandUrl: (brand: BrandId, path?: string) => string
  /** The Host header of a brand, for requests from Node to `base`. */
  hostOf: (brand: BrandId) => { host: string }
  /** `Authorization: Bearer` headers of a demo user, from the API login (POST /api/auth/v2/sessions). */
  bearerFor: (request: APIRequestContext, email: string) => Promise<Record<string, string>>
}

/** The Postgres server's port: the e2e server's plus one (its mail and error services are shared). */
export const POSTGRES_PORT = PORT + 1

export function shopServer(database: DatabaseName): ShopServer {
  const port = database === 'postgres' ? POSTGRES_PORT : PORT
  const base = `http://127.0.0.1:${port}`
  return {
    database,
    port,
    base,
    brandUrl: (brand, path = '/') => `http://${brand}.localhost:${port}${path}`,
    hostOf: (brand) => ({ host: `${brand}.localhost:${port}` }),
    bearerFor: async (request, email) => {
      const response = await request.post(`${base}/api/auth/v2/sessions`, {
        data: { logonId: email, logonPassword: DEMO_PASSWORD },
      })
      if (response.status() !== 200) throw new Error(`login as ${email} on ${database} answered ${response.status()}`)
      const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { AccessToken: string } }
      return { Authorization: `Bearer ${AuthenticationResult.AccessToken}` }
    },
  }
}

/** `test` with the project's server as the `shop` fixture. */
export const test = base.extend<object, { shop: ShopServer }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      await use(shopServer(workerInfo.project.metadata.database === 'postgres' ? 'postgres' : 'sqlite'))
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
