import { headers } from 'next/headers'
import type React from 'react'
import { LOGIN_PATH } from '@/accounts/constants'
import { getSession } from '@/accounts/session'
import { shellContext } from '@/accounts/views/account-context'
import { ContextPickerFlyout } from '@/accounts/views/ContextPickerFlyout'
import { LoginFlyout } from '@/accounts/views/LoginFlyout'
import { loginHrefFor } from '@/accounts/views/navigation'
import { currentCartView } from '@/cart/service'
import { CartButton } from '@/cart/views/CartButton'
import { CartFlyout } from '@/cart/views/CartFlyout'
import { ProductHistoryReset } from '@/catalog/history/ProductHistoryReset'
import { listFavourites } from '@/favourites/service'
import { payload } from '@/payload/payload'
import { QuoteContextWatcher } from '@/quotes/context/QuoteContextWatcher'
import { shellModeOf } from '@/request/app-mode'
import { requestBrand } from '@/request/brand'
import { PATH_HEADER } from '@/request/headers'
import { Shell } from '@/shell'
import { menusFor } from '@/shell/menus/menu-access'
import { FavouritesButton } from '@/shopping-lists/views/FavouritesButton'
import { FavouritesFlyout } from '@/shopping-lists/views/FavouritesFlyout'
import { FavouritesProvider } from '@/shopping-lists/views/favourites-store'
import { brandShell, quotePatternFor } from '../shop-shell'

type Props = { params: Promise<{ brand: string }>; children: React.ReactNode }

/**
 * The default layout: the whole shell (banners, header with menus and flyouts, footer) around a page.
 * For a logged-in user the project flyout gets the customer/project picker (which asks for the choices
 * when it first opens) and the header the chosen context's label, the cart button and flyout their
 * cart, the favourites button and flyout their favourites and lists (the hearts' store around it all);
 * visitors get the login form in the account flyout.
 */
export default async function DefaultLayout({ params, children }: Props) {
  const brand = await requestBrand((await params).brand)
  const [{ content, listsPath, listPattern, shell }, session, requestHeaders] = await Promise.all([
    brandShell(brand),
    getSession(),
    headers(),
  ])
  const [account, cart, favourites] = await Promise.all([
    shellContext(session),
    // The first paint's cart; a failing cart read must not take the whole shell down with it.
    session ? currentCartView(await payload(), session, brand).catch(() => null) : null,
    // The hearts' first paint (at most 50 article numbers); without them the hearts start empty.
    session
      ? listFavourites(await payload(), session)
          .then((result) => (result.ok ? result.value.data : []))
          .catch(() => [])
      : null,
  ])
  const quotePattern = quotePatternFor(brand, session)
  const page = (
    <Shell
      {...shell}
      mode={shellModeOf(session, requestHeaders.get('user-agent'))}
      user={session ? { name: session.name, email: session.email } : null}
      contextLabel={account?.label ?? null}
      loginHref={loginHrefFor(LOGIN_PATH, requestHeaders.get(PATH_HEADER))}
      counts={{ cart: cart?.itemCount, favorites: favourites?.length }}
      slots={{
        cart: session ? <CartFlyout initial={cart} /> : undefined,
        cartButton: session ? <CartButton initial={cart} /> : undefined,
        favorites: session ? <FavouritesFlyout listsPath={listsPath} /> : undefined,
        favoritesButton: session ? <FavouritesButton /> : undefined,
        project: account ? <ContextPickerFlyout current={account.current} /> : undefined,
        login: session ? undefined : <LoginFlyout variant="flyout" />,
        beforePage: quotePattern ? <QuoteContextWatcher quotePattern={quotePattern} /> : undefined,
      }}
      menus={menusFor(content.menus, brand.routes, session)}
    >
      <ProductHistoryReset />
      {children}
    </Shell>
  )
  // A logged-in user's hearts (tiles, product page, cart lines, the header's count) share one store,
  // filled from the server's read so they render right on the first paint.
  return (
    <FavouritesProvider owner={session?.principal.userId ?? null} initial={favourites ?? []} listPattern={listPattern}>
      {page}
    </FavouritesProvider>
  )
}
