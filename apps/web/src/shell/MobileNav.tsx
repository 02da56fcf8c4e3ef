import { t } from '@shop/i18n'
import { ChevronDownIcon, cx, focusRing } from '@shop/ui'
import { NavLink } from './NavLink'
import { FlyoutPanel } from './OverlayPanels'
import type { MenuItem, MenuLink, ShellMenus } from './types'

/**
 * Levels of the category tree the mobile nav shows; deeper levels are on the category pages (their
 * sub-category links). Every page carries this tree twice, as HTML and as RSC payload, so each level
 * costs every page view.
 */
const MAX_DEPTH = 2

const rowStyle = cx('flex min-h-11 w-full items-center py-2 text-sm', focusRing)

function CategoryTree({ items, depth }: { items: MenuItem[]; depth: number }) {
  return (
    <ul className={cx(depth > 1 && 'border-l border-text/10 pl-3')}>
      {items.map((item) => (
        <li key={item.url}>
          {item.children.length > 0 && depth < MAX_DEPTH ? (
            <details className="group">
              <summary
                className={cx(
                  rowStyle,
                  'cursor-pointer list-none justify-between font-semibold [&::-webkit-details-marker]:hidden',
                )}
              >
                {item.label}
                <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="pb-2">
                <NavLink url={item.url} className={cx(rowStyle, 'pl-3 font-semibold text-primary underline')}>
                  {t('common.show_all_in', { name: item.label })}
                </NavLink>
                <CategoryTree items={item.children} depth={depth + 1} />
              </div>
            </details>
          ) : (
            <NavLink url={item.url} className={cx(rowStyle, depth === 1 && 'font-semibold')}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  )
}

function LinkList({ title, links }: { title: string; links: MenuLink[] }) {
  if (links.length === 0) return null
  return (
    <section className="border-t border-text/10 pt-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={`${link.url}|${link.label}`}>
            <NavLink url={link.url} external={link.external} className={rowStyle}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Navigation below the md breakpoint: a left drawer holding the category tree (native <details>, so
 * it needs no script) and the services and extra links.
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
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('shell.menu.products')}</h3>
          {menus.products.length > 0 ? (
            <CategoryTree items={menus.products} depth={1} />
          ) : (
            <p className="py-2 text-sm text-muted">{t('shell.menu.products_empty')}</p>
          )}
        </section>
        <LinkList title={t('shell.menu.services')} links={menus.services} />
        <LinkList title={t('shell.menu.extra')} links={menus.extra} />
      </nav>
    </FlyoutPanel>
  )
}
