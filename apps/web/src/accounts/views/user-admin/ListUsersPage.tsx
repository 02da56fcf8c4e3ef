import { formatNumber, t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { buttonVariants, cx, FilterField, filterInputClass, focusRing, PlusIcon } from '@shop/ui'
import { roleName } from '@/accounts/role-names'
import { listUsers, ORDER_BY, type OrderBy } from '@/accounts/service'
import { Link } from '@/shell/Link'
import { PageLinks } from '../../../custom-pages/PageLinks'
import type { CustomPageProps } from '../../../custom-pages/types'
import { NoUserAdminRights } from './Forbidden'
import { adminPageContext, firstParam } from './load'

export const PAGE_SIZE = 15

/** The list's state is its URL, so it works as a plain GET form without JavaScript; bad values fall back. */
const listParams = z.object({
  search: z.string().trim().max(100).catch(''),
  orderBy: z.enum(ORDER_BY).catch('firstName'),
  desc: z.enum(['0', '1']).catch('0'),
  active: z.enum(['0', '1']).catch('1'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
type ListParams = z.output<typeof listParams>

const COLUMNS: Array<{ field: OrderBy; label: () => string }> = [
  { field: 'firstName', label: () => t('userAdmin.field.first_name') },
  { field: 'lastName', label: () => t('userAdmin.field.last_name') },
  { field: 'email', label: () => t('userAdmin.field.email') },
  { field: 'role', label: () => t('userAdmin.field.role') },
]

/**
 * UserAdministratorListUsers: the users the admin administers, 15 a page, searchable by name or
 * e-mail, sortable by the column headers, active or inactive; each links to its edit page.
 */
export async function ListUsersPage({ brand, searchParams }: CustomPageProps) {
  const context = await adminPageContext()
  if (!context) return <NoUserAdminRights />
  const params: ListParams = listParams.parse({
    search: firstParam(searchParams.search),
    orderBy: firstParam(searchParams.orderBy),
    desc: firstParam(searchParams.desc),
    active: firstParam(searchParams.active),
    page: firstParam(searchParams.page),
  })
  const load = (pageNumber: number) =>
    listUsers(context.instance, context.principal, {
      limit: PAGE_SIZE,
      offset: (pageNumber - 1) * PAGE_SIZE,
      orderBy: params.orderBy,
      desc: params.desc === '1',
      search: params.search || undefined,
      active: params.active,
    })
  let result = await load(params.page)
  // A page beyond the end (users were removed, or a hand-made URL) shows the last page instead.
  if (result.ok && result.value.users.length === 0 && result.value.total > 0) {
    result = await load(Math.ceil(result.value.total / PAGE_SIZE))
  }
  if (!result.ok) return <NoUserAdminRights />
  const { users, total } = result.value
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(params.page, pages)

  const listPath = pathForPage(brand.routes, 'UserAdministratorListUsers') ?? '/'
  const createPath = pathForPage(brand.routes, 'UserAdministratorCreateUser')
  const editPath = (userId: string) => pathForPage(brand.routes, 'UserAdministratorEditUser', { userId }) ?? '/'
  const href = (change: Partial<ListParams>) => {
    const next = { ...params, page, ...change }
    const query = new URLSearchParams()
    if (next.search) query.set('search', next.search)
    if (next.orderBy !== 'firstName') query.set('orderBy', next.orderBy)
    if (next.desc === '1') query.set('desc', '1')
    if (next.active !== '1') query.set('active', next.active)
    if (next.page > 1) query.set('page', String(next.page))
    const text = query.toString()
    return text ? `${listPath}?${text}` : listPath
  }

  return (
    <div className="flex flex-col gap-6" data-testid="user-list">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <search className="grow">
          <form action={listPath} method="get" className="flex flex-wrap items-end gap-3">
            <FilterField id="user-search" label={t('userAdmin.list.search_label')} className="min-w-64 grow">
              <input
                id="user-search"
                name="search"
                type="search"
                defaultValue={params.search}
                maxLength={100}
                className={filterInputClass}
              />
            </FilterField>
            <FilterField id="user-active" label={t('userAdmin.list.active_label')}>
              <select id="user-active" name="active" defaultValue={params.active} className={filterInputClass}>
                <option value="1">{t('userAdmin.list.active_yes')}</option>
                <option value="0">{t('userAdmin.list.active_no')}</option>
              </select>
            </FilterField>
            {params.orderBy !== 'firstName' ? <input type="hidden" name="orderBy" value={params.orderBy} /> : null}
            {params.desc === '1' ? <input type="hidden" name="desc" value="1" /> : null}
            <button type="submit" className={buttonVariants({ intent: 'primary', size: 'lg' })}>
              {t('userAdmin.list.search_submit')}
            </button>
          </form>
        </search>
        {createPath ? (
          <Link href={createPath} className={buttonVariants({ intent: 'secondary', size: 'lg' })}>
            <PlusIcon size={18} />
            {t('userAdmin.list.create')}
          </Link>
        ) : null}
      </div>

      <p role="status" className="text-muted" data-testid="user-count">
        {t('userAdmin.list.count', { count: formatNumber(total) })}
      </p>

      {users.length === 0 ? (
        <p className="rounded-brand bg-surface p-6">{t('userAdmin.list.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('userAdmin.list.caption', { page, pages })}</caption>
            <thead>
              <tr className="border-b-2 border-text/20">
                {COLUMNS.map((column) => {
                  const sorted = params.orderBy === column.field
                  const descending = sorted && params.desc === '1'
                  return (
                    <th
                      key={column.field}
                      scope="col"
                      className="px-3 py-2"
                      aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}
                    >
                      <Link
                        href={href({ orderBy: column.field, desc: sorted && !descending ? '1' : '0', page: 1 })}
                        className={cx(
                          'inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline',
                          focusRing,
                        )}
                        data-sort={column.field}
                      >
                        {column.label()}
                        {sorted ? (
                          <>
                            <span aria-hidden="true">{descending ? '▼' : '▲'}</span>
                            <span className="sr-only">
                              {descending ? t('userAdmin.list.sorted_desc') : t('userAdmin.list.sorted_asc')}
                            </span>
                          </>
                        ) : null}
                      </Link>
                    </th>
                  )
                })}
                <th scope="col" className="px-3 py-2">
                  {t('userAdmin.field.customers')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('userAdmin.field.status')}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('userAdmin.list.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.userId} className="border-b border-text/10 align-top" data-testid="user-row">
                  <td className="px-3 py-2">{user.firstName}</td>
                  <td className="px-3 py-2">{user.lastName}</td>
                  <td className="px-3 py-2 break-all">{user.email}</td>
                  <td className="px-3 py-2">{user.roles.map(roleName).join(', ')}</td>
                  <td className="px-3 py-2 text-sm">
                    {user.customers.map((c) => (
                      <span key={c.customerId} className="block">
                        {c.name}
                      </span>
                    ))}
                  </td>
                  <td className="px-3 py-2">
                    {user.active ? t('userAdmin.status.active') : t('userAdmin.status.inactive')}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      href={editPath(user.userId)}
                      className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
                      aria-label={t('userAdmin.list.edit_user', { name: user.fullName || user.email })}
                    >
                      {t('userAdmin.list.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks label={t('userAdmin.list.pagination')} page={page} pages={pages} hrefFor={(n) => href({ page: n })} />
    </div>
  )
}
