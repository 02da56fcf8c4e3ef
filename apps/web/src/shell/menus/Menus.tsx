import { t } from '@shop/i18n'
import { Container } from '@shop/ui'
import type { MenuLink } from '../types'
import { SubCategories } from './category-islands'
import { menuListLinkStyle, menuTopLinkStyle } from './menu-styles'
import { NavLink } from './NavLink'

/**
 * The product menu's content: every top category with its first sub-categories, in dense columns, as
 * trade customers scan a catalogue. The top level is rendered here (links a crawler finds); each top's
 * sub-categories arrive when the menu first opens (category-islands.tsx). Deeper levels are on the
 * category pages.
 */
export function ProductMenuContent({ items }: { items: MenuLink[] }) {
  if (items.length === 0) {
    return (
      <Container className="py-6">
        <p className="text-sm text-muted">{t('shell.menu.products_empty')}</p>
      </Container>
    )
  }
  return (
    <Container className="py-6">
      {/* `*:min-w-0` once on the list rather than on each of its items. */}
      <ul className="grid grid-cols-3 gap-x-8 gap-y-6 *:min-w-0 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((item) => (
          <li key={item.url}>
            <NavLink url={item.url} className={menuTopLinkStyle}>
              {item.label}
            </NavLink>
            <SubCategories url={item.url} />
          </li>
        ))}
      </ul>
    </Container>
  )
}

/** The services and extra menus: plain link lists (each link's chevron is its class's, globals.css). */
export function LinkMenuContent({ links }: { links: MenuLink[] }) {
  return (
    <Container className="py-4">
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 lg:grid-cols-3 xl:grid-cols-4">
        {links.map((link) => (
          <li key={`${link.url}|${link.label}`}>
            <NavLink url={link.url} external={link.external} className={menuListLinkStyle}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Container>
  )
}
