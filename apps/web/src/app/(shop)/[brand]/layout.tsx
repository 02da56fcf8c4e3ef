import '../globals.css'
import { brandById } from '@shop/tenants'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import Script from 'next/script'
import type React from 'react'
import { brandStylesheet } from '@/brand/theme'

type Props = { params: Promise<{ brand: string }> }

async function brandOf(params: Props['params']) {
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  return brand
}

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

/** Root of every shop page: Swedish, the brand's stylesheet, and the maps script only with a key. */
export default async function BrandRootLayout({ children, params }: Props & { children: React.ReactNode }) {
  const brand = await brandOf(params)
  return (
    <html lang="sv" data-brand={brand.id}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: tokens are zod-validated hex colours and enum values */}
        <style id="brand-theme" dangerouslySetInnerHTML={{ __html: brandStylesheet(brand.theme) }} />
      </head>
      <body className="min-h-dvh bg-background font-brand text-text antialiased">
        {children}
        {brand.mapsKey ? (
          <Script
            id="maps-script"
            strategy="lazyOnload"
            src={`https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(brand.mapsKey)}&loading=async`}
          />
        ) : null}
      </body>
    </html>
  )
}
