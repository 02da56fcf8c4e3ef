import '../../globals.css'
import { groupsOfSegment } from '@shop/commerce/tracking/consent'
import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { fontUrls } from '@/brand/fonts'
import { brandStylesheet } from '@/brand/theme'
import { env } from '@/env'
import { reportingBootScript } from '@/monitoring/boot-script'
import { reportingConfig } from '@/monitoring/config'
import { requestBrand } from '@/request/brand'
import { trackingBootScript } from '@/tracking/boot-script'
import { ConsentBannerView } from '@/tracking/ConsentBannerView'
import { ConsentIsland } from '@/tracking/ConsentIsland'
import { ArticleSlots } from './article-slots'

type Props = { params: Promise<{ brand: string; consent: string }> }

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
 * error reporting's early part, consent and the brand's tag manager. The proxy puts the visitor's consent
 * choice into the path (`[consent]`, from the cookie), so a visitor who chose gets no banner at all, and a
 * page rendered once for every anonymous visitor (page-cache/) is kept per choice without reading a cookie.
 */
export default async function BrandRootLayout({ children, params }: Props & { children: React.ReactNode }) {
  const brand = await brandOf(params)
  const builtin = brand.consent.platform === 'builtin'
  const groups = builtin ? groupsOfSegment((await params).consent) : null
  // Statements of their own: each part is an expression, and two side by side would call one another.
  const boot = [
    reportingBootScript(reportingConfig(env)),
    trackingBootScript({
      tagManagerId: brand.tagManagerId,
      platform: brand.consent.platform,
      chosen: groups,
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
        {/* The brand's own font, fetched beside the stylesheet rather than after it: there for the first paint. */}
        {fontUrls(brand.theme.font).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body className="min-h-dvh bg-background font-brand text-text antialiased">
        {builtin ? (
          <ConsentIsland open={!groups} groups={groups ?? ['C0001']} standIn={groups ? null : <ConsentBannerView />} />
        ) : null}
        <ArticleSlots>{children}</ArticleSlots>
      </body>
    </html>
  )
}
