import { brandById } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type React from 'react'
import { loadShellContent } from '@/content/shell-content'
import { isAppUserAgent } from '@/request/app-mode'
import { getSession } from '@/session/session'
import { Shell } from '@/shell'

type Props = { params: Promise<{ brand: string }>; children: React.ReactNode }

/** The default layout: the whole shell (banners, header with menus and flyouts, footer) around a page. */
export default async function DefaultLayout({ params, children }: Props) {
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  const [content, session, requestHeaders] = await Promise.all([loadShellContent(brand), getSession(), headers()])
  const myPage = pathForPage(brand.routes, 'MyPage') ?? null
  return (
    <Shell
      brand={{ id: brand.id, name: brand.name, wordmark: brand.theme.logo.wordmark, symbol: brand.theme.logo.symbol }}
      layout="default"
      appMode={isAppUserAgent(requestHeaders.get('user-agent'))}
      user={session ? { name: session.name, email: session.email } : null}
      contextLabel={null}
      companyName={brand.companyName}
      loginHref={myPage ?? '/'}
      accountHref={myPage}
      {...content}
    >
      {children}
    </Shell>
  )
}
