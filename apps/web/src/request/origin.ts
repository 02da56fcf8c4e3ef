import { type Brand, brands, isBrandHost } from '@shop/tenants'
import { env } from '../env'

/**
 * Where a brand's absolute URLs point (BRIEF decision 13): its configured origin, never a request's
 * Host or X-Forwarded-Host, so no header a client sends can put another site into a mail, a PDF, a
 * cXML answer or a redirect. In production that is brand.json's `origin`; outside it the brand's local
 * host on the server's PORT (`http://nordbygg.localhost:3000`); SHOP_ORIGINS overrides either (a staging
 * site, a local balancer in front of several instances).
 */

/** Hosts a browser resolves to this machine: where a brand is reached outside production. */
function localHostOf(brand: Brand): string {
  return brand.hostnames.find((host) => host.endsWith('.localhost')) ?? 'localhost'
}

function checkedOverrides(overrides: Record<string, string>): Record<string, string> {
  for (const [id, origin] of Object.entries(overrides)) {
    const brand = brands.find((candidate) => candidate.id === id)
    if (!brand) throw new Error(`Felaktig miljö:\n  - SHOP_ORIGINS: inget varumärke heter ${id}`)
    const hostname = new URL(origin).hostname
    if (!isBrandHost(brand, hostname)) {
      throw new Error(`Felaktig miljö:\n  - SHOP_ORIGINS: ${hostname} finns inte bland ${id}s hostnames`)
    }
  }
  return overrides
}

const overrides = checkedOverrides(env.SHOP_ORIGINS)

export function brandOrigin(brand: Brand): string {
  return (
    overrides[brand.id] ?? (env.SHOP_ENV === 'production' ? brand.origin : `http://${localHostOf(brand)}:${env.PORT}`)
  )
}

/** Where links of a brand point, for the services that write them (mails, PDFs): the brand and its origin. */
export interface RequestOrigin {
  origin: string
  brand: Brand
}

export const originFor = (brand: Brand): RequestOrigin => ({ origin: brandOrigin(brand), brand })

/** Is the site an origin names this brand's own? (A request's Origin, a Referer: compared, never linked to.) */
export function isBrandOrigin(brand: Brand, origin: string | null | undefined): boolean {
  return origin === brandOrigin(brand)
}
