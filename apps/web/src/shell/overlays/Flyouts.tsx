import { t } from '@shop/i18n'
import {
  BriefcaseIcon,
  Button,
  buttonVariants,
  CartIcon,
  EmptyState,
  HeartIcon,
  LoginIcon,
  LogoutIcon,
  UserIcon,
} from '@shop/ui'
import type React from 'react'
import { cache } from 'react'
import { shellProjectTexts } from '../header/Header'
import { ContextCurrent } from '../header/project-context'
import { Link } from '../Link'
import type { ShellSlots, ShellUser } from '../types'
import { FlyoutPanel } from './OverlayPanels'

const CLOSE = () => t('shell.flyout.close')

/**
 * The visitor's 'Logga in' footer of three flyouts, one element per request: the RSC payload sends an
 * element it has sent before as a short reference to the first, where three copies cost about 400 bytes.
 */
const loginLink = cache((href: string) => (
  <Link href={href} className={buttonVariants({ intent: 'primary', size: 'md', fullWidth: true })}>
    <LoginIcon size={18} />
    {t('auth.login')}
  </Link>
))

/** Cart flyout: the cart issue fills `content`; until then, and for an empty cart, an empty state. */
export function CartFlyout({
  user,
  loginHref,
  content,
}: {
  user: ShellUser | null
  loginHref: string
  content?: ShellSlots['cart']
}) {
  return (
    <FlyoutPanel
      piece="cartFlyout"
      title={t('cart.title')}
      closeLabel={CLOSE()}
      footer={
        user ? (
          <Link href="/cart" className={buttonVariants({ intent: 'accent', size: 'lg', fullWidth: true })}>
            {t('cart.go_to_cart')}
          </Link>
        ) : (
          loginLink(loginHref)
        )
      }
    >
      {content ?? (
        <EmptyState icon={<CartIcon size={24} />} title={t('cart.empty')}>
          {user ? t('cart.empty_hint') : t('auth.login_for_prices')}
        </EmptyState>
      )}
    </FlyoutPanel>
  )
}

export function FavoritesFlyout({
  user,
  loginHref,
  content,
}: {
  user: ShellUser | null
  loginHref: string
  content?: ShellSlots['favorites']
}) {
  return (
    <FlyoutPanel
      piece="favoritesFlyout"
      title={t('shell.favorites.title')}
      closeLabel={CLOSE()}
      footer={user ? undefined : loginLink(loginHref)}
    >
      {content ?? (
        <EmptyState icon={<HeartIcon size={24} />} title={t('shell.favorites.empty')}>
          {user ? t('shell.favorites.empty_hint') : t('auth.login_for_prices')}
        </EmptyState>
      )}
    </FlyoutPanel>
  )
}

/**
 * Customer and project context: the current choice ('Kund / Projekt') and, for a logged-in user, the
 * picker (slot). Visitors are asked to log in.
 */
export function ProjectFlyout({
  user,
  loginHref,
  contextLabel,
  current,
  content,
}: {
  user: ShellUser | null
  loginHref: string
  contextLabel: string | null
  /** Replaces the box naming the current choice (a page whose browser fills it in). */
  current?: React.ReactNode
  content?: ShellSlots['project']
}) {
  return (
    <FlyoutPanel
      piece="projectFlyout"
      title={t('shell.project.title')}
      closeLabel={CLOSE()}
      footer={user ? undefined : loginLink(loginHref)}
    >
      {current ?? (
        <ContextCurrent
          texts={shellProjectTexts()}
          label={contextLabel}
          none={user && content ? t('context.current_none') : null}
        />
      )}
      {content ??
        (contextLabel ? null : (
          <EmptyState icon={<BriefcaseIcon size={24} />} title={t('shell.project.empty')}>
            {user ? null : t('shell.project.empty_hint')}
          </EmptyState>
        ))}
    </FlyoutPanel>
  )
}

/** Logged in: who, 'Mina sidor' and logout. Logged out: the login form (slot) or a link to the page. */
export function AccountFlyout({
  user,
  loginHref,
  accountHref,
  logoutAction,
  login,
}: {
  user: ShellUser | null
  loginHref: string
  accountHref: string | null
  logoutAction: string
  login?: ShellSlots['login']
}) {
  return (
    <FlyoutPanel piece="accountFlyout" title={t('shell.account.title')} closeLabel={CLOSE()}>
      {user ? (
        <div className="space-y-6">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
              <UserIcon size={22} />
            </span>
            <div className="min-w-0">
              <p className="text-xs text-muted">{t('auth.logged_in_as')}</p>
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          {accountHref ? (
            <Link href={accountHref} className={buttonVariants({ intent: 'secondary', fullWidth: true })}>
              {t('shell.account.my_pages')}
            </Link>
          ) : null}
          <form action={logoutAction} method="post">
            <Button type="submit" intent="ghost" fullWidth>
              <LogoutIcon size={18} />
              {t('auth.logout')}
            </Button>
          </form>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm">{t('auth.login_for_prices')}</p>
          {login ?? loginLink(loginHref)}
        </div>
      )}
    </FlyoutPanel>
  )
}
