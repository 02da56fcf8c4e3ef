import type { OrderSort } from '@shop/commerce/orders/search'
import { formatDate, formatMoney, t } from '@shop/i18n'
import { pathForPage } from '@shop/tenants/match-route'
import {
  buttonVariants,
  ColumnHeader,
  cx,
  EmptyState,
  FilterField,
  filterInputClass,
  focusRing,
  HistoryIcon,
} from '@shop/ui'
import { getSession } from '@/accounts/session'
import { ORDER_STATUS_VALUES, orderHistoryFilters } from '@/orders/input'
import { type OrderView, statusLabel } from '@/orders/order-view'
import { searchOrderHistory } from '@/orders/service'
import { payload } from '@/payload/payload'
import { Link } from '@/shell/Link'
import { firstParam } from '../../accounts/views/user-admin/load'
import { PageLinks } from '../../custom-pages/PageLinks'
import type { CustomPageProps } from '../../custom-pages/types'

export const PAGE_SIZE = 15

type Filters = ReturnType<typeof orderHistoryFilters>

/** A total hidden from the user reads differently from one the order never had. */
const totalText = (order: OrderView) =>
  order.totals
    ? formatMoney(order.totals.gross)
    : t(order.priceVisibility.prices ? 'orders.no_price' : 'orders.price_hidden')
type SortKey = 'orderId' | 'placedAt' | 'total'

/** The list's query string: only what differs from the defaults, so plain links stay short. */
function queryOf(filters: Filters, page: number): string {
  const query = new URLSearchParams()
  if (filters.q) query.set('q', filters.q)
  if (filters.orderStatus) query.set('orderStatus', filters.orderStatus)
  if (filters.fromDate) query.set('fromDate', filters.fromDate)
  if (filters.toDate) query.set('toDate', filters.toDate)
  if (filters.sort !== '-placedAt') query.set('sort', filters.sort)
  if (page > 1) query.set('page', String(page))
  return query.toString()
}

/**
 * OrderHistory: the orders of the chosen customer (or of every customer the user may see orders
 * of), 15 a page, newest first. Filters and sorting live in the URL: a plain GET form and links,
 * rendered on the server, so the list works without JavaScript and can be bookmarked.
 */
export async function OrderHistory({ brand, searchParams }: CustomPageProps) {
  const session = await getSession()
  if (!session) return null
  const raw = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, firstParam(value)]))
  const filters = orderHistoryFilters(raw)
  const requestedPage = Math.min(Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1), 100_000)
  const instance = await payload()
  const load = (page: number) =>
    searchOrderHistory(instance, session, { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
  let result = await load(requestedPage)
  // A page beyond the end (a hand-made URL) shows the last page instead.
  if (result.ok && result.value.orders.length === 0 && result.value.total > 0)
    result = await load(Math.ceil(result.value.total / PAGE_SIZE))
  if (!result.ok) return <p role="alert">{t(result.failure.error)}</p>
  const { orders, total } = result.value
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(requestedPage, pages)
  const filtered = Boolean(filters.q || filters.orderStatus || filters.fromDate || filters.toDate)
  // The total column is there when the user may see a price of some order listed; a row whose
  // customer hides prices from them says so instead of showing an amount.
  const prices = orders.some((order) => order.priceVisibility.prices)

  const listPath = pathForPage(brand.routes, 'OrderHistory') ?? '/'
  const href = (change: Partial<Filters>, toPage = 1) => {
    const text = queryOf({ ...filters, ...change }, toPage)
    return text ? `${listPath}?${text}` : listPath
  }
  const orderPath = (orderId: string) => pathForPage(brand.routes, 'OrderHistoryPage', { orderId }) ?? listPath

  const sortHeader = (key: SortKey, label: string, align: 'left' | 'right' = 'left') => {
    const sorted = filters.sort === key || filters.sort === `-${key}`
    const descending = filters.sort === `-${key}`
    // A click on a new column starts with its natural direction: newest and largest first.
    const next: OrderSort = sorted ? ((descending ? key : `-${key}`) as OrderSort) : (`-${key}` as OrderSort)
    return (
      <ColumnHeader align={align} aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}>
        <Link
          href={href({ sort: next })}
          className={cx('inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline', focusRing)}
          data-sort={key}
        >
          {label}
          {sorted ? (
            <>
              <span aria-hidden="true">{descending ? '▼' : '▲'}</span>
              <span className="sr-only">{descending ? t('orders.list.sorted_desc') : t('orders.list.sorted_asc')}</span>
            </>
          ) : null}
        </Link>
      </ColumnHeader>
    )
  }

  return (
    <div className="flex flex-col gap-6" data-testid="order-history">
      <search aria-label={t('orders.list.filters')}>
        <form action={listPath} method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
          <FilterField id="order-search" label={t('orders.list.search_label')} hint={t('orders.list.search_hint')}>
            <input
              id="order-search"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={100}
              aria-describedby="order-search-hint"
              className={filterInputClass}
            />
          </FilterField>
          <FilterField id="order-status" label={t('orders.list.status_label')}>
            <select
              id="order-status"
              name="orderStatus"
              defaultValue={filters.orderStatus ?? ''}
              className={filterInputClass}
            >
              <option value="">{t('orders.list.status_all')}</option>
              {ORDER_STATUS_VALUES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="order-from" label={t('orders.list.from_label')}>
            <input
              id="order-from"
              name="fromDate"
              type="date"
              defaultValue={filters.fromDate}
              className={filterInputClass}
            />
          </FilterField>
          <FilterField id="order-to" label={t('orders.list.to_label')}>
            <input id="order-to" name="toDate" type="date" defaultValue={filters.toDate} className={filterInputClass} />
          </FilterField>
          {filters.sort !== '-placedAt' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
          <div className="flex items-start gap-2 pt-7">
            <button type="submit" className={buttonVariants({ intent: 'primary', size: 'lg' })}>
              {t('orders.list.submit')}
            </button>
          </div>
        </form>
      </search>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted" data-testid="order-count">
          {t('orders.list.count', { count: total })}
        </p>
        {filtered ? (
          <Link href={listPath} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
            {t('orders.list.clear')}
          </Link>
        ) : null}
      </div>

      {orders.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={filtered ? t('orders.list.empty') : t('orders.list.empty_none')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('orders.list.caption', { page, pages })}</caption>
            <thead>
              <tr className="border-b-2 border-text/20">
                {sortHeader('orderId', t('orders.field.order_id'))}
                {sortHeader('placedAt', t('orders.field.placed_at'))}
                <ColumnHeader>{t('orders.field.customer')}</ColumnHeader>
                <ColumnHeader>{t('orders.field.delivery')}</ColumnHeader>
                <ColumnHeader>{t('orders.field.status')}</ColumnHeader>
                {prices ? sortHeader('total', t('orders.field.total'), 'right') : null}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId} className="border-b border-text/10 align-top" data-testid="order-row">
                  <td className="px-3 py-2">
                    <Link
                      href={orderPath(order.orderId)}
                      className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
                      aria-label={t('orders.list.open_order', { orderId: order.orderId })}
                    >
                      {order.orderId}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(order.placedAt)}</td>
                  <td className="px-3 py-2 text-sm">
                    <span className="block">{order.customerName || order.customerNumber}</span>
                    {order.projectName ? <span className="block text-muted">{order.projectName}</span> : null}
                  </td>
                  <td className="px-3 py-2">{order.deliveryName}</td>
                  <td className="px-3 py-2">{order.statusLabel}</td>
                  {prices ? <td className="px-3 py-2 text-right whitespace-nowrap">{totalText(order)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks label={t('orders.list.pagination')} page={page} pages={pages} hrefFor={(n) => href({}, n)} />
    </div>
  )
}
