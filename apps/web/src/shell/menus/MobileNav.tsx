import { t } from '@shop/i18n'
import { FlyoutPanel } from '../overlays/OverlayPanels'
import type { MenuLink, ShellMenus } from '../types'
import { MobileNavCategories } from './category-islands'
import { mobileRowStyle } from './menu-styles'
import { NavLink } from './NavLink'

function LinkList({ title, links }: { title: string; links: MenuLink[] }) {
  if (links.length === 0) return null
  return (
    <section className="border-t border-text/10 pt-3">
      <h3 className="eyebrow text-muted">{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={`${link.url}|${link.label}`}>
            <NavLink url={link.url} external={link.external} className={mobileRowStyle}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Navigation below the md breakpoint: a left drawer holding the category tree (loaded when the drawer
 * first opens, category-islands.tsx) and the services and extra links.
 */
export function MobileNav({ menus }: { menus: ShellMenus }) {
  return (
    <FlyoutPanel
      piece="mobileNav"
      side="left"
      title={t('shell.mobile_nav.title')}
      closeLabel={t('shell.mobile_nav.close')}
      className="md:hidden"
    >
      <nav aria-label={t('shell.main_navigation')} className="space-y-4">
        <section>
          <h3 className="eyebrow text-muted">{t('shell.menu.products')}</h3>
          <MobileNavCategories />
        </section>
        <LinkList title={t('shell.menu.services')} links={menus.services} />
        <LinkList title={t('shell.menu.extra')} links={menus.extra} />
      </nav>
    </FlyoutPanel>
  )
}
