import { formatDate, type MessageKey, t } from '@shop/i18n'
import type { FavoriteListView, ListQuery } from '@shop/schemas'
import { LIST_SORTS } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import {
  buttonVariants,
  ColumnHeader,
  cx,
  EmptyState,
  FilterField,
  filterInputClass,
  focusRing,
  HeartIcon,
} from '@shop/ui'
import { Link } from '@/shell/Link'
import { listHref } from '@/shopping-lists/views/lists-client'
import { firstParam } from '../../../accounts/views/user-admin/load'
import { PageLinks } from '../../../custom-pages/PageLinks'
import type { CustomPageProps } from '../../../custom-pages/types'
import { CreateListButton, ListActions } from './islands'
import { loadLists } from './load'

export const PAGE_SIZE = 15

type Sort = (typeof LIST_SORTS)[number]
const SORT_KEYS = {
  '-updatedAt': 'lists.sort.updated_desc',
  updatedAt: 'lists.sort.updated_asc',
  name: 'lists.sort.name_asc',
  '-name': 'lists.sort.name_desc',
  '-totalRows': 'lists.sort.rows_desc',
  totalRows: 'lists.sort.rows_asc',
} as const satisfies Record<Sort, MessageKey>
const sortLabel = (sort: Sort) => t(SORT_KEYS[sort])

/**
 * ShoppingLists: the lists the user sees (their own, and the customer's shared ones), 15 a page. Search
 * and sorting are a plain GET form and paging plain links, so the state lives in the URL and the page
 * works before any script; creating, changing and deleting are small dialogs.
 */
export async function ShoppingLists({ brand, searchParams }: CustomPageProps) {
  const q = (firstParam(searchParams.q) ?? '').trim().slice(0, 80)
  const sortParam = firstParam(searchParams.sort)
  const sort: Sort = LIST_SORTS.includes(sortParam as Sort) ? (sortParam as Sort) : '-updatedAt'
  const requested = Math.min(Math.max(1, Number.parseInt(firstParam(searchParams.page) ?? '1', 10) || 1), 10_000)
  const query = (page: number): ListQuery => ({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    sort,
    ...(q ? { q } : {}),
  })
  let result = await loadLists(query(requested))
  // A page beyond the end (a hand-made URL) shows the last page instead.
  if (result && result.data.length === 0 && result.total > 0)
    result = await loadLists(query(Math.ceil(result.total / PAGE_SIZE)))

  const listsPath = pathForPage(brand.routes, 'ShoppingLists') ?? '/'
  const listPattern = brand.routes.find((route) => route.page === 'ShoppingList')?.path ?? listsPath
  const href = (page: number, change: { sort?: Sort } = {}) => {
    const params = new URLSearchParams()
    if (q) params.set('q', q)
    const nextSort = change.sort ?? sort
    if (nextSort !== '-updatedAt') params.set('sort', nextSort)
    if (page > 1) params.set('page', String(page))
    const text = params.toString()
    return text ? `${listsPath}?${text}` : listsPath
  }

  const toolbar = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <search aria-label={t('lists.search_label')} className="flex-1">
        <form action={listsPath} method="get" className="grid gap-3 sm:grid-cols-[2fr_1fr_auto]">
          <FilterField id="list-search" label={t('lists.search_label')}>
            <input
              id="list-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={80}
              className={filterInputClass}
            />
          </FilterField>
          <FilterField id="list-sort" label={t('lists.sort_label')}>
            <select id="list-sort" name="sort" defaultValue={sort} className={filterInputClass}>
              {LIST_SORTS.map((value) => (
                <option key={value} value={value}>
                  {sortLabel(value)}
                </option>
              ))}
            </select>
          </FilterField>
          <div className="flex items-end">
            <button type="submit" className={buttonVariants({ intent: 'secondary', size: 'lg' })}>
              {t('lists.search_submit')}
            </button>
          </div>
        </form>
      </search>
      <CreateListButton listPattern={listPattern} />
    </div>
  )

  if (!result)
    return (
      <div className="flex flex-col gap-6" data-testid="shopping-lists">
        {toolbar}
        <p role="alert" className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 font-semibold">
          {t('errors.try_again_later_or_contact')}
        </p>
      </div>
    )

  const { data: lists, total } = result
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(requested, pages)
  return (
    <div className="flex flex-col gap-6" data-testid="shopping-lists">
      {toolbar}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted" data-testid="list-count">
          {t('lists.count', { count: total })}
        </p>
        {q ? (
          <Link href={listsPath} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
            {t('lists.clear_search')}
          </Link>
        ) : null}
      </div>
      {lists.length === 0 ? (
        <EmptyState icon={<HeartIcon />} title={q ? t('lists.empty_search') : t('lists.empty')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('lists.caption', { page, pages })}</caption>
            <thead>
              <tr className="border-b-2 border-text/20">
                <ColumnHeader>{t('lists.field.name')}</ColumnHeader>
                <ColumnHeader>{t('lists.access.label')}</ColumnHeader>
                <ColumnHeader align="right">{t('lists.field.rows')}</ColumnHeader>
                <ColumnHeader>{t('lists.field.owner')}</ColumnHeader>
                <ColumnHeader>{t('lists.field.updated')}</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">{t('lists.actions')}</span>
                </ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {lists.map((list) => (
                <ListRow key={list.favoriteId} list={list} href={listHref(listPattern, list.favoriteId)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks label={t('lists.pagination')} page={page} pages={pages} hrefFor={(n) => href(n)} />
    </div>
  )
}

function ListRow({ list, href }: { list: FavoriteListView; href: string }) {
  return (
    <tr className="border-b border-text/10 align-top" data-testid="list-row" data-list-id={list.favoriteId}>
      <td className="px-3 py-2">
        <Link
          href={href}
          className={cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)}
        >
          {list.favoriteName}
        </Link>
      </td>
      <td className="px-3 py-2" data-testid="list-access">
        {t(`lists.access.${list.access}`)}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{list.totalRows}</td>
      <td className="px-3 py-2">{list.user.fullName}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(list.updatedAt)}</td>
      <td className="px-3 py-2">{list.canEdit ? <ListActions list={list} /> : null}</td>
    </tr>
  )
}
