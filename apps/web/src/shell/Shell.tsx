import { t } from '@shop/i18n'
import { cx } from '@shop/ui'
import type React from 'react'
import { ProductHistoryReset } from '../catalog/history/ProductHistoryReset'
import { AlertBanner, InformationBanner } from './Banners'
import { AccountFlyout, CartFlyout, FavoritesFlyout, ProjectFlyout } from './Flyouts'
import { Footer, MinimalFooter } from './Footer'
import { Header, MinimalHeader } from './Header'
import { MAIN_ID, SHELL_ROOT_ID } from './ids'
import { MobileNav } from './MobileNav'
import { OverlayController } from './OverlayController'
import { Toaster } from './Toaster'
import type { ShellProps } from './types'

export const DEFAULT_LOGOUT_ACTION = '/api/auth/session/logout'

function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-brand bg-background px-4 py-2 font-semibold text-text shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-primary"
    >
      {t('shell.skip_to_content')}
    </a>
  )
}

function Main({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cx('flex-1 outline-none', className)}>
      {children}
    </main>
  )
}

/**
 * The app shell around every shop page (spec section 2), a server component. Client islands: the
 * overlay triggers and panels, the search box, the banners' close buttons, the overlay controller and
 * the toaster (start messages such as 'Vänligen logga in' after an ended session).
 *
 * - default: alert and information banners, header with menus and flyouts, mobile nav, main, footer.
 * - minimal: alert banner, logo-only header, main, company line (checkout, login, activation).
 * - plain: only the main content (error pages).
 * App mode adds data-app-mode on the root and leaves out what the native app provides (footer,
 * mobile nav).
 */
export function Shell(props: ShellProps) {
  const { layout, appMode, brand, children } = props
  const rootProps = {
    id: SHELL_ROOT_ID,
    'data-shell': '',
    'data-layout': layout,
    'data-brand': brand.id,
    'data-app-mode': appMode ? '' : undefined,
    className: 'flex min-h-dvh flex-col',
  }

  if (layout === 'plain') {
    return (
      <div {...rootProps}>
        <Main>{children}</Main>
      </div>
    )
  }

  if (layout === 'minimal') {
    return (
      <div {...rootProps}>
        <SkipLink />
        {props.alertBanner ? <AlertBanner banner={props.alertBanner} nonce={props.nonce} /> : null}
        <MinimalHeader brand={brand} />
        <Main>{children}</Main>
        {appMode ? null : <MinimalFooter companyName={props.companyName} />}
        <Toaster />
      </div>
    )
  }

  const loginHref = props.loginHref
  const user = props.user
  return (
    <div {...rootProps}>
      <SkipLink />
      {props.alertBanner ? <AlertBanner banner={props.alertBanner} nonce={props.nonce} /> : null}
      {props.informationBanner ? <InformationBanner banner={props.informationBanner} nonce={props.nonce} /> : null}
      <Header
        brand={brand}
        user={user}
        contextLabel={props.contextLabel}
        menus={props.menus}
        counts={props.counts ?? {}}
        cartButton={user ? props.slots?.cartButton : undefined}
        mobileNav={!appMode}
      />
      {appMode ? null : <MobileNav menus={props.menus} />}
      <ProjectFlyout
        user={user}
        loginHref={loginHref}
        contextLabel={props.contextLabel}
        content={props.slots?.project}
      />
      <AccountFlyout
        user={user}
        loginHref={loginHref}
        accountHref={props.accountHref}
        logoutAction={props.logoutAction ?? DEFAULT_LOGOUT_ACTION}
        login={props.slots?.login}
      />
      <FavoritesFlyout user={user} loginHref={loginHref} content={props.slots?.favorites} />
      <CartFlyout user={user} loginHref={loginHref} content={props.slots?.cart} />
      <OverlayController />
      <ProductHistoryReset />
      <Main>{children}</Main>
      {appMode ? null : <Footer store={props.footerStore} companyName={props.companyName} links={props.menus.extra} />}
      <Toaster />
    </div>
  )
}
