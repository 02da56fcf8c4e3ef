import '../globals.css'
import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { brandStylesheet } from '@/brand/theme'
import { requestBrand } from '@/request/brand'

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

/** Root of every shop page: Swedish and the brand's stylesheet (the maps script is the store finder's own). */
export default async function BrandRootLayout({ children, params }: Props & { children: React.ReactNode }) {
  const brand = await brandOf(params)
  return (
    <html lang="sv" data-brand={brand.id}>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: tokens are zod-validated hex colours and enum values */}
        <style id="brand-theme" dangerouslySetInnerHTML={{ __html: brandStylesheet(brand.theme) }} />
      </head>
      <body className="min-h-dvh bg-background font-brand text-text antialiased">{children}</body>
    </html>
  )
}
