import '../globals.css'
import { CONSENT_COOKIE, currentConsent } from '@shop/commerce/tracking/consent'
import type { Metadata, Viewport } from 'next'
import { cookies } from 'next/headers'
import type React from 'react'
import { brandStylesheet } from '@/brand/theme'
import { env } from '@/env'
import { reportingBootScript } from '@/monitoring/boot-script'
import { reportingConfig } from '@/monitoring/config'
import { requestBrand } from '@/request/brand'
import { trackingBootScript } from '@/tracking/boot-script'
import { ConsentIsland } from '@/tracking/ConsentIsland'

type Props = { params: Promise<{ brand: string }> }

const brandOf = async (params: Props['params']) => requestBrand((await params).brand)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const brand = await brandOf(params)
  return {
    title: { default: brand.name, template: `%s | ${brand.name}` },
    applicationName: brand.name,
    other: { 'brand-id': brand.id },
  }
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const brand = await brandOf(params)
  return { themeColor: brand.theme.colors.primary }
}

/**
 * Root of every shop page: Swedish, the brand's stylesheet (the maps script is the store finder's own),
 * error reporting's early part, consent and the brand's tag manager. The consent cookie is read here, on a request that is dynamic
 * already (the brand comes from the Host header), so a visitor who chose gets no banner at all.
 */
export default async function BrandRootLayout({ children, params }: Props & { children: React.ReactNode }) {
  const [brand, jar] = await Promise.all([brandOf(params), cookies()])
  const builtin = brand.consent.platform === 'builtin'
  const chosen = builtin ? currentConsent(jar.get(CONSENT_COOKIE)?.value, new Date()) : null
  // Statements of their own: each part is an expression, and two side by side would call one another.
  const boot = [
    reportingBootScript(reportingConfig(env)),
    trackingBootScript({
      tagManagerId: brand.tagManagerId,
      platform: brand.consent.platform,
      chosen: chosen?.groups ?? null,
    }),
  ]
    .filter(Boolean)
    .join(';')
  return (
    <html lang="sv" data-brand={brand.id}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: every value in it is JSON-escaped (reportingBootScript, trackingBootScript) */}
        <script id="tracking-boot" dangerouslySetInnerHTML={{ __html: boot }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: tokens are zod-validated hex colours and enum values */}
        <style id="brand-theme" dangerouslySetInnerHTML={{ __html: brandStylesheet(brand.theme) }} />
      </head>
      <body className="min-h-dvh bg-background font-brand text-text antialiased">
        {builtin ? <ConsentIsland open={!chosen} groups={chosen?.groups ?? ['C0001']} /> : null}
        {children}
      </body>
    </html>
  )
}
