import { decideAccess } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import { t } from '@shop/i18n'
import type { CustomPage } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import { BriefcaseIcon, Button, ChevronRightIcon, LogoutIcon, UserIcon } from '@shop/ui'
import type React from 'react'
import { getSession, type Session } from '@/accounts/session'
import { accountContext } from '@/accounts/views/account-context'
import { LOGOUT_PATH } from '@/browser/api-fetch'
import { Link } from '@/shell/Link'
import { OpenOverlayButton } from '@/shell/overlays/OpenOverlayButton'

/** The account pages worth a shortcut, in the order they are offered. */
const SHORTCUT_PAGES: readonly CustomPage[] = [
  'MyPage',
  'MyPageIndex',
  'MyProfile',
  'MyAddresses',
  'OrderHistory',
  'ShoppingLists',
  'MyQuotes',
  'UserAdministrator',
]

const canUseAdmin = (session: Session) => session.principal.role === 'SITE_ADMIN' || session.editorBrands.length > 0

/**
 * Shortcuts to account pages of the brand's route file that this user may open, leaving out the
 * page itself and the pages CustomPageView already lists below it.
 */
export function shortcutsFor(
  brand: Pick<Brand, 'routes'>,
  page: CustomPage,
  session: Pick<Session, 'principal' | 'customerId'>,
): Array<{ page: CustomPage; path: string }> {
  const own = brand.routes.find((r) => r.page === page)?.path ?? ''
  return SHORTCUT_PAGES.flatMap((candidate) => {
    if (candidate === page) return []
    const route = brand.routes.find((r) => r.page === candidate && !r.path.includes(':'))
    if (!route || (own && route.path.startsWith(`${own}/`))) return []
    const allowed = decideAccess(customPageAccess[candidate], session.principal, session.customerId).ok
    return allowed ? [{ page: candidate, path: route.path }] : []
  })
}

function Card({
  title,
  icon,
  children,
  testId,
}: {
  title: string
  icon: React.ReactNode
  children: React.ReactNode
  testId: string
}) {
  return (
    <section className="flex flex-col gap-3 rounded-brand border border-text/15 p-5" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  )
}

/**
 * The body of MyPage and MyPageIndex: a greeting, the customer and project the user shops for (with
 * the way to change it), who is logged in, and shortcuts to the account pages they may open.
 */
export async function AccountOverview({ brand, page }: { brand: Brand; page: CustomPage }) {
  const session = await getSession()
  if (!session) return null
  const account = await accountContext(session)
  const customers = account?.options.length ?? 0
  const shortcuts = shortcutsFor(brand, page, session)
  const admin = canUseAdmin(session)
  return (
    <div className="flex flex-col gap-6" data-account-overview="">
      <div>
        <h2 className="text-xl font-semibold">{t('account.greeting', { name: session.name })}</h2>
        <p className="mt-1 text-muted">{t('account.intro')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('account.context_heading')} icon={<BriefcaseIcon size={18} />} testId="account-context">
          {account?.label ? (
            <p className="text-lg font-semibold break-words">{account.label}</p>
          ) : (
            <p>{t('context.current_none')}</p>
          )}
          {customers > 0 ? (
            <>
              <p className="text-sm text-muted">{t('account.customers_count', { count: customers })}</p>
              <div>
                <OpenOverlayButton piece="projectFlyout">
                  {account?.label ? t('account.change_context') : t('account.choose_context')}
                </OpenOverlayButton>
              </div>
            </>
          ) : (
            <p className="text-sm text-muted">{t('context.none')}</p>
          )}
        </Card>
        <Card title={t('account.details_heading')} icon={<UserIcon size={18} />} testId="account-details">
          <p>
            <span className="block font-semibold break-words">{session.name}</span>
            <span className="block text-sm break-all text-muted">{session.email}</span>
          </p>
          <p className="text-sm text-muted">{t('account.logout_hint')}</p>
          <form action={LOGOUT_PATH} method="post">
            <Button type="submit" intent="secondary">
              <LogoutIcon size={18} />
              {t('auth.logout')}
            </Button>
          </form>
        </Card>
      </div>
      {shortcuts.length || admin ? (
        <nav aria-labelledby="account-shortcuts" data-testid="account-shortcuts">
          <h3 id="account-shortcuts" className="text-lg font-semibold">
            {page === 'MyPage' ? t('account.shortcuts') : t('account.other_pages')}
          </h3>
          <ul className="mt-3 divide-y divide-text/10 rounded-brand border border-text/15">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.page}>
                <Link
                  href={shortcut.path}
                  className="flex items-center justify-between gap-2 px-4 py-3 font-semibold hover:bg-surface"
                >
                  {t(`customPages.${shortcut.page}`)}
                  <ChevronRightIcon size={18} />
                </Link>
              </li>
            ))}
            {admin ? (
              <li>
                <a href="/admin" className="flex items-center justify-between gap-2 px-4 py-3 hover:bg-surface">
                  <span>
                    <span className="block font-semibold">{t('account.admin_panel')}</span>
                    <span className="block text-sm text-muted">{t('account.admin_panel_hint')}</span>
                  </span>
                  <ChevronRightIcon size={18} />
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
