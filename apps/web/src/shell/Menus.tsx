import { t } from '@shop/i18n'
import { ChevronRightIcon, Container, cx, focusRing } from '@shop/ui'
import { NavLink } from './NavLink'
import type { MenuItem, MenuLink } from './types'

/** Sub-categories shown per top category before a 'Visa alla' link takes over. */
export const PRODUCT_MENU_CHILD_LIMIT = 8

const linkStyle = cx('rounded-brand hover:text-primary hover:underline underline-offset-2', focusRing)

/**
 * The product menu's content: every top category with its first sub-categories, in dense columns,
 * as trade customers scan a catalogue. Deeper levels are on the category pages.
 */
export function ProductMenuContent({ items }: { items: MenuItem[] }) {
  if (items.length === 0) {
    return (
      <Container className="py-6">
        <p className="text-sm text-muted">{t('shell.menu.products_empty')}</p>
      </Container>
    )
  }
  return (
    <Container className="py-6">
      <ul className="grid grid-cols-3 gap-x-8 gap-y-6 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((item) => (
          <li key={item.url} className="min-w-0">
            <NavLink url={item.url} className={cx('text-sm font-bold', linkStyle)}>
              {item.label}
            </NavLink>
            {item.children.length > 0 ? (
              <ul className="mt-2 space-y-1.5 border-l border-text/10 pl-3">
                {item.children.slice(0, PRODUCT_MENU_CHILD_LIMIT).map((child) => (
                  <li key={child.url}>
                    <NavLink url={child.url} className={cx('text-sm text-text/85', linkStyle)}>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
                {item.children.length > PRODUCT_MENU_CHILD_LIMIT ? (
                  <li>
                    <NavLink url={item.url} className={cx('text-sm font-semibold text-primary', linkStyle)}>
                      {t('common.show_all_in', { name: item.label })}
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Container>
  )
}

/** The services and extra menus: plain link lists. */
export function LinkMenuContent({ links }: { links: MenuLink[] }) {
  return (
    <Container className="py-4">
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 lg:grid-cols-3 xl:grid-cols-4">
        {links.map((link) => (
          <li key={`${link.url}|${link.label}`}>
            <NavLink
              url={link.url}
              external={link.external}
              className={cx('flex items-center gap-1.5 py-1.5 text-sm font-semibold', linkStyle)}
            >
              <ChevronRightIcon size={14} className="shrink-0 text-primary" />
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Container>
  )
}
