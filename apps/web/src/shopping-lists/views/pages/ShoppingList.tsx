import { formatDate, t } from '@shop/i18n'
import { pathForPage } from '@shop/tenants/match-route'
import { cx, focusRing } from '@shop/ui'
import { notFound } from 'next/navigation'
import { Link } from '@/shell/Link'
import { PrintButton } from '@/shell/PrintButton'
import { firstParam } from '../../../accounts/views/user-admin/load'
import type { CustomPageProps } from '../../../custom-pages/types'
import { AddArticleForm, ImportListFile, ListActions, ListExport, ListLines } from './islands'
import { loadList } from './load'

// On paper only the list: the shell around <main> and the page's tools stay on screen.
const PRINT_SHELL = 'print:[[data-shell]:has(&)>:not(main)]:hidden'

/**
 * ShoppingList: one list by the route's `:listId` (or `?id=`): its lines as tiles with price and stock
 * as the viewer may see them, into the cart whole or in part; its owner (and a shared list's
 * BUYER_ADMIN) also edits it: quantities, lines, name and access, an article by number, a file.
 * Another customer's list, or another user's private one, is a 404 like a missing one.
 */
export async function ShoppingList({ brand, params, searchParams }: CustomPageProps) {
  const listId = params.listId ?? firstParam(searchParams.id) ?? ''
  if (!/^\d{1,12}$/.test(listId)) notFound()
  const loaded = await loadList(brand, listId)
  if (loaded === 'not_found') notFound()
  const listsPath = pathForPage(brand.routes, 'ShoppingLists') ?? '/'
  const back = (
    <Link
      href={listsPath}
      className={cx('font-semibold text-primary underline underline-offset-2 print:hidden', focusRing)}
    >
      {t('lists.back')}
    </Link>
  )
  if (loaded === 'failed')
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 font-semibold">
          {t('errors.try_again_later_or_contact')}
        </p>
      </div>
    )

  const { list, data: items } = loaded
  return (
    <div className={cx('flex flex-col gap-6', PRINT_SHELL)} data-testid="shopping-list" data-list-id={list.favoriteId}>
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold" data-testid="list-name">
            {list.favoriteName}
          </h2>
          <p className="text-muted" data-testid="list-facts">
            {t('lists.owner_line', {
              access: t(list.access === 'shared' ? 'lists.access.shared' : 'lists.access.private'),
              owner: list.user.fullName,
              date: formatDate(list.updatedAt),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <PrintButton label={t('lists.print')} />
          {items.length ? <ListExport listId={list.favoriteId} /> : null}
          {list.canEdit ? <ListActions list={list} afterDelete={listsPath} /> : null}
        </div>
      </header>
      {list.canEdit ? (
        <div className="flex flex-col gap-4 rounded-brand border border-text/15 p-4 print:hidden">
          <AddArticleForm listId={list.favoriteId} />
          <ImportListFile listId={list.favoriteId} />
        </div>
      ) : (
        <p className="rounded-brand bg-surface p-3 text-sm print:hidden" data-testid="list-read-only">
          {t('lists.read_only')}
        </p>
      )}
      <ListLines list={list} items={items} />
    </div>
  )
}
