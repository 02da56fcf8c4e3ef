'use client'

import { ChevronDownIcon, cx } from '@shop/ui'
import { use } from 'react'
import { apiFetch, readJson } from '@/browser/api-fetch'
import { Link } from '../Link'
import { t } from '../texts'
import { menuLinkStyle, mobileRowStyle } from './menu-styles'

/**
 * The category tree below the product menu's top level and in the mobile nav, loaded the first time
 * either opens (category-islands.tsx) from the catalog's own `GET /api/product/menu`, once per page
 * session. Every page used to carry the whole tree twice (HTML and RSC payload) for menus few open.
 */

/** Sub-categories shown per top category before a 'Visa allt inom' link takes over. */
export const PRODUCT_MENU_CHILD_LIMIT = 8

/** Levels of the tree the mobile nav shows; deeper levels are on the category pages. */
const MOBILE_DEPTH = 2

/** A category as GET /api/product/menu answers (catalog/categories.ts MenuNode); its URL is always a shop path. */
type MenuItem = { name: string; url: string; children: MenuItem[] }

let tree: Promise<MenuItem[] | null> | null = null

/** The tree, fetched once; null when it could not be read (then read again where the menu is next mounted). */
function categoryTree(): Promise<MenuItem[] | null> {
  tree ??= apiFetch('/api/product/menu', { session: false })
    .then(async (response) => (response.ok ? await readJson<{ menu: MenuItem[] }>(response) : null))
    .then((body) => body?.menu ?? null)
    .catch(() => null)
    .then((items) => {
      if (!items) tree = null
      return items
    })
  return tree
}

/** The first sub-categories of the top category at `url`, and 'Visa allt inom' when it has more. */
export function SubCategoryList({ url }: { url: string }) {
  const item = use(categoryTree())?.find((top) => top.url === url)
  if (!item?.children.length) return null
  return (
    <ul className="mt-2 space-y-1.5 border-l border-text/10 pl-3">
      {item.children.slice(0, PRODUCT_MENU_CHILD_LIMIT).map((child) => (
        <li key={child.url}>
          <Link href={child.url} className={cx('text-sm text-text/85', menuLinkStyle)}>
            {child.name}
          </Link>
        </li>
      ))}
      {item.children.length > PRODUCT_MENU_CHILD_LIMIT ? (
        <li>
          <Link href={item.url} className={cx('text-sm font-semibold text-primary', menuLinkStyle)}>
            {t('common.show_all_in', { name: item.name })}
          </Link>
        </li>
      ) : null}
    </ul>
  )
}

function CategoryTree({ items, depth }: { items: MenuItem[]; depth: number }) {
  return (
    <ul className={cx(depth > 1 && 'border-l border-text/10 pl-3')}>
      {items.map((item) => (
        <li key={item.url}>
          {item.children.length > 0 && depth < MOBILE_DEPTH ? (
            // Native <details>: each level opens with Enter or Space on its summary, no script needed.
            <details className="group">
              <summary
                className={cx(
                  mobileRowStyle,
                  'cursor-pointer list-none justify-between font-semibold [&::-webkit-details-marker]:hidden',
                )}
              >
                {item.name}
                <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="pb-2">
                <Link href={item.url} className={cx(mobileRowStyle, 'pl-3 font-semibold text-primary underline')}>
                  {t('common.show_all_in', { name: item.name })}
                </Link>
                <CategoryTree items={item.children} depth={depth + 1} />
              </div>
            </details>
          ) : (
            <Link href={item.url} className={cx(mobileRowStyle, depth === 1 && 'font-semibold')}>
              {item.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The mobile nav's category tree. */
export function MobileCategoryTree() {
  const items = use(categoryTree())
  if (items?.length) return <CategoryTree items={items} depth={1} />
  return <p className="py-2 text-sm text-muted">{t('shell.menu.products_empty')}</p>
}
