import { LOGOUT_PATH } from '@/browser/api-fetch'
import { AlertBanner, InformationBanner } from './banners/Banners'
import { Footer } from './Footer'
import { rootProps as frameProps, Main, SkipLink } from './frame'
import { Header } from './header/Header'
import { PunchoutBar } from './header/PunchoutBar'
import { MinimalShell } from './MinimalShell'
import { MobileNav } from './menus/MobileNav'
import { AccountFlyout, CartFlyout, FavoritesFlyout, ProjectFlyout } from './overlays/Flyouts'
import { OverlayController } from './overlays/OverlayController'
import { ShellRuntime } from './ShellRuntime'
import { Toaster } from './toasts/Toaster'
import type { ShellProps } from './types'

/**
 * The app shell around every shop page (spec section 2), a server component. Client islands: the
 * overlay triggers and panels, the search box, the banners' close buttons, the overlay controller and
 * the toaster (start messages such as 'Vänligen logga in' after an ended session).
 *
 * - default: alert and information banners, header with menus and flyouts, mobile nav, main, footer.
 * - minimal: alert banner, logo-only header, main, company line (checkout, login, activation).
 * - plain: only the main content (error pages).
 * App mode adds data-app-mode on the root and leaves out what the native app provides (footer,
 * mobile nav). Punch-out mode adds data-punchout and a bar under the header naming the company the
 * shopper buys for, with the way out.
 */
export function Shell(props: ShellProps) {
  const { layout, mode, brand, children } = props
  const appMode = mode.kind === 'APP'
  const rootProps = frameProps(props)

  if (layout === 'plain') {
    return (
      <div {...rootProps}>
        <Main>{children}</Main>
      </div>
    )
  }

  if (layout === 'minimal') return <MinimalShell {...props} />

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
        favoritesButton={user ? props.slots?.favoritesButton : undefined}
        projectContext={props.slots?.projectContext}
        mobileNav={!appMode}
      />
      {mode.kind === 'PUNCHOUT' ? (
        <PunchoutBar company={mode.company} logoutAction={props.logoutAction ?? LOGOUT_PATH} />
      ) : null}
      {appMode ? null : <MobileNav menus={props.menus} />}
      <ProjectFlyout
        user={user}
        loginHref={loginHref}
        contextLabel={props.contextLabel}
        current={props.slots?.projectContext?.current}
        content={props.slots?.project}
      />
      <AccountFlyout
        user={user}
        loginHref={loginHref}
        accountHref={props.accountHref}
        logoutAction={props.logoutAction ?? LOGOUT_PATH}
        login={props.slots?.login}
      />
      <FavoritesFlyout user={user} loginHref={loginHref} content={props.slots?.favorites} />
      <CartFlyout user={user} loginHref={loginHref} content={props.slots?.cart} />
      <OverlayController />
      <Main>
        {props.slots?.beforePage}
        {children}
      </Main>
      {appMode ? null : <Footer store={props.footerStore} companyName={props.companyName} links={props.menus.extra} />}
      <Toaster />
      <ShellRuntime />
    </div>
  )
}
