import { t } from '@shop/i18n'
import { Container, MenuIcon, UserIcon } from '@shop/ui'
import type React from 'react'
import { LinkMenuContent, ProductMenuContent } from '../menus/Menus'
import { MenuPanel } from '../overlays/OverlayPanels'
import { IconTrigger, MenuTrigger } from '../overlays/OverlayTrigger'
import { SearchBox, type SearchBoxLabels } from '../search/SearchBox'
import type { ShellBrand, ShellCounts, ShellMenus, ShellUser } from '../types'
import { CartTrigger, FavoritesTrigger } from './CartTrigger'
import { Logo } from './Logo'
import { ContextLine, type ProjectTexts, ProjectTrigger } from './project-context'

function searchLabels(): SearchBoxLabels {
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    suggestions: t('search.suggestions'),
    suggestionsEmpty: t('search.suggestions_empty'),
    suggestionsFor: t('search.suggestions_for', { query: '{query}' }),
    history: t('search.history'),
    historyHeading: t('search.history_heading'),
    historyClear: t('search.history_clear'),
  }
}

/** The texts of the project button and the context line. */
export const shellProjectTexts = (): ProjectTexts => ({
  button: t('shell.project.button'),
  current: t('shell.project.current'),
})

type HeaderProps = {
  brand: ShellBrand
  user: ShellUser | null
  contextLabel: string | null
  menus: ShellMenus
  counts: ShellCounts
  /** Replaces the plain cart button (ShellSlots['cartButton']). */
  cartButton?: React.ReactNode
  /** Replaces the plain favourites button (ShellSlots['favoritesButton']). */
  favoritesButton?: React.ReactNode
  /** Replaces the project button and the menu bar's context line (ShellSlots['projectContext']). */
  projectContext?: { button: React.ReactNode; line: React.ReactNode }
  /** No hamburger in app mode: the native app has its own navigation. */
  mobileNav: boolean
}

/**
 * The default header: the brand bar (menu button on small screens, logo, search, project, account,
 * favourites, cart) and, from md up, the menu bar with the product, services and extra menus.
 */
export function Header({
  brand,
  user,
  contextLabel,
  menus,
  counts,
  cartButton,
  favoritesButton,
  projectContext,
  mobileNav,
}: HeaderProps) {
  const projectTexts = shellProjectTexts()
  return (
    <header className="relative z-30">
      <div className="bg-primary text-primary-contrast">
        <Container className="flex flex-wrap items-center gap-x-2 gap-y-2 py-2 md:flex-nowrap md:gap-x-4 md:py-3">
          {mobileNav ? (
            <IconTrigger
              piece="mobileNav"
              label={t('shell.mobile_nav.open')}
              icon={<MenuIcon size={22} />}
              className="-ml-2 md:hidden"
            />
          ) : null}
          <Logo brand={brand} />
          <SearchBox labels={searchLabels()} className="order-last w-full md:order-none md:max-w-2xl md:flex-1" />
          <div className="-mr-2 ml-auto flex items-center gap-0.5">
            {projectContext ? projectContext.button : <ProjectTrigger texts={projectTexts} label={contextLabel} />}
            <IconTrigger
              piece="accountFlyout"
              label={t('shell.account.button')}
              text={t('shell.account.button')}
              textFrom="xl"
              icon={<UserIcon size={22} />}
            />
            {favoritesButton ?? <FavoritesTrigger count={user ? counts.favorites : undefined} />}
            {cartButton ?? <CartTrigger count={user ? counts.cart : undefined} />}
          </div>
        </Container>
      </div>
      <div className="relative hidden border-b border-text/15 bg-background text-text md:block">
        {/* Each panel follows its button in the DOM, so Tab goes from a button into its open panel;
            the panels are positioned against this bar, not the flex row. */}
        <Container className="flex items-center gap-1">
          <MenuTrigger piece="productMenu" label={t('shell.menu.products')} className="-ml-3" />
          <MenuPanel piece="productMenu" label={t('shell.menu.products')}>
            <ProductMenuContent items={menus.products} />
          </MenuPanel>
          {menus.services.length > 0 ? (
            <>
              <MenuTrigger piece="servicesMenu" label={t('shell.menu.services')} />
              <MenuPanel piece="servicesMenu" label={t('shell.menu.services')}>
                <LinkMenuContent links={menus.services} />
              </MenuPanel>
            </>
          ) : null}
          {menus.extra.length > 0 ? (
            <>
              <MenuTrigger piece="extraMenu" label={t('shell.menu.extra')} />
              <MenuPanel piece="extraMenu" label={t('shell.menu.extra')}>
                <LinkMenuContent links={menus.extra} />
              </MenuPanel>
            </>
          ) : null}
          {projectContext ? projectContext.line : <ContextLine texts={projectTexts} label={contextLabel} />}
        </Container>
      </div>
    </header>
  )
}
