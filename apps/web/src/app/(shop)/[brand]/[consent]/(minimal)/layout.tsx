import { headers } from 'next/headers'
import type React from 'react'
import { loadShellContent } from '@/content/shell-content'
import { shellModeOf } from '@/request/app-mode'
import { requestBrand } from '@/request/brand'
import { MinimalShell } from '@/shell/MinimalShell'
import { shellBrandOf } from '../shop-shell'

type Props = { params: Promise<{ brand: string }>; children: React.ReactNode }

/**
 * The minimal layout (spec section 2): logo-only header, the page, the company line. Login,
 * activation and forgotten password live here, with nothing to wander off to.
 */
export default async function MinimalLayout({ params, children }: Props) {
  const brand = await requestBrand((await params).brand)
  const [content, requestHeaders] = await Promise.all([loadShellContent(brand), headers()])
  return (
    <MinimalShell
      brand={shellBrandOf(brand)}
      layout="minimal"
      mode={shellModeOf(null, requestHeaders.get('user-agent'))}
      user={null}
      contextLabel={null}
      companyName={brand.companyName}
      loginHref="/logga-in"
      accountHref={null}
      alertBanner={content.alertBanner}
      informationBanner={null}
      menus={content.menus}
      footerStore={null}
    >
      {children}
    </MinimalShell>
  )
}
