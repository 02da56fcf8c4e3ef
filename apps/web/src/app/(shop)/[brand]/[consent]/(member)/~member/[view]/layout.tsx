import { t } from '@shop/i18n'
import { notFound } from 'next/navigation'
import type React from 'react'
import { LOGIN_PATH } from '@/accounts/constants'
import {
  MemberContextCurrent,
  MemberContextLine,
  MemberContextPicker,
  MemberFavourites,
  MemberProjectButton,
  SessionText,
} from '@/app/(shop)/[brand]/[consent]/(member)/~member/[view]/member-shell'
import { CartButton } from '@/cart/views/CartButton'
import { CartFlyout } from '@/cart/views/CartFlyout'
import { ProductHistoryReset } from '@/catalog/history/ProductHistoryReset'
import { viewerOfMemberView } from '@/page-cache/member-view'
import { cachedPageTags, tagPage } from '@/page-cache/tags'
import { QuoteContextWatcher } from '@/quotes/context/QuoteContextWatcher'
import { requestBrand } from '@/request/brand'
import { Shell } from '@/shell'
import { shellProjectTexts } from '@/shell/header/Header'
import { menusFor } from '@/shell/menus/menu-access'
import { FavouritesButton } from '@/shopping-lists/views/FavouritesButton'
import { FavouritesFlyout } from '@/shopping-lists/views/FavouritesFlyout'
import { brandShell, quotePatternFor } from '../../../shop-shell'

/**
 * The pages a logged-in shopper sees as every other shopper of their member view does (the proxy sends
 * only those here, page-cache/cached-route.ts): rendered once per brand, consent choice and view, kept in
 * Next's cache and expired by the same tags as the anonymous pages. The view (page-cache/member-view.ts)
 * decides the menus and the quote context; the name, the chosen customer and project, the cart and the
 * hearts are filled in by the browser (app/(shop)/[brand]/[consent]/(member)/~member/[view]/member-shell.tsx). `force-static` renders with empty
 * cookies and headers, so nothing of the request that first asked can get into the page.
 */
export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ brand: string; view: string }>; children: React.ReactNode }

export default async function MemberLayout({ params, children }: Props) {
  const { brand: brandId, view } = await params
  const viewer = viewerOfMemberView(view)
  if (!viewer) notFound()
  const brand = await requestBrand(brandId)
  await tagPage(cachedPageTags(brand.id))
  const { content, listsPath, listPattern, shell } = await brandShell(brand)
  const quotePattern = quotePatternFor(brand, viewer)
  const texts = shellProjectTexts()
  return (
    <MemberFavourites listPattern={listPattern}>
      <Shell
        {...shell}
        mode={{ kind: 'NORMAL' }}
        user={{ name: <SessionText field="name" />, email: <SessionText field="email" /> }}
        contextLabel={null}
        loginHref={LOGIN_PATH}
        slots={{
          cart: <CartFlyout initial={null} />,
          cartButton: <CartButton initial={null} />,
          favorites: <FavouritesFlyout listsPath={listsPath} />,
          favoritesButton: <FavouritesButton />,
          project: <MemberContextPicker />,
          projectContext: {
            button: <MemberProjectButton texts={texts} />,
            line: <MemberContextLine texts={texts} />,
            current: <MemberContextCurrent texts={texts} none={t('context.current_none')} />,
          },
          beforePage: quotePattern ? <QuoteContextWatcher quotePattern={quotePattern} /> : undefined,
        }}
        menus={menusFor(content.menus, brand.routes, viewer)}
      >
        <ProductHistoryReset />
        {children}
      </Shell>
    </MemberFavourites>
  )
}
