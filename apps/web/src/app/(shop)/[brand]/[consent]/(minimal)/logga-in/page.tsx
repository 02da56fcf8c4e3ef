import { t } from '@shop/i18n'
import { type Brand, isBrandHost } from '@shop/tenants'
import { buttonVariants } from '@shop/ui'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { LOGIN_PATH } from '@/accounts/constants'
import { getSession } from '@/accounts/session'
import { AuthCard } from '@/accounts/views/AuthCard'
import { LoginForm } from '@/accounts/views/LoginForm'
import { localPath } from '@/accounts/views/navigation'
import { LOGOUT_PATH } from '@/browser/api-fetch'
import { requestBrand } from '@/request/brand'
import { Link } from '@/shell/Link'

export const metadata: Metadata = { title: t('auth.login_title'), robots: { index: false } }

type Props = {
  params: Promise<{ brand: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Where to go after login: `?next=` when it is a path on this site (not this page), else the start page. */
function nextOf(value: string | string[] | undefined): string | null {
  const next = localPath(value)
  return next && !next.startsWith(LOGIN_PATH) ? next : null
}

/**
 * Without `?next=`, the page of this site the visitor came from: the shell's login link on a page
 * rendered once for every anonymous visitor (page-cache/) cannot carry the page's path. Only a page of
 * this brand counts (any of its hostnames); only its path is kept.
 */
function cameFrom(brand: Brand, requestHeaders: Headers): string | null {
  const referer = requestHeaders.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return isBrandHost(brand, url.hostname) ? nextOf(url.pathname + url.search) : null
  } catch {
    return null
  }
}

/**
 * The login page (minimal layout). The admin panel sends visitors here with `?next=/admin`; a
 * logged-in visitor with a `next` goes straight on, one without is told who they are logged in as.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const next = nextOf((await searchParams).next)
  const session = await getSession()
  if (session && next) redirect(next)
  if (session) {
    return (
      <AuthCard title={t('auth.login_title')}>
        <p role="status">{t('auth.already_logged_in', { name: session.name })}</p>
        <div className="flex flex-wrap gap-2">
          <Link href="/" className={buttonVariants({ intent: 'primary' })}>
            {t('errors.to_start_page')}
          </Link>
          <form action={LOGOUT_PATH} method="post">
            <button type="submit" className={buttonVariants({ intent: 'secondary' })}>
              {t('auth.logout')}
            </button>
          </form>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.login_title')} intro={t('auth.login_intro')}>
      <LoginForm next={next ?? cameFrom(await requestBrand((await params).brand), await headers()) ?? '/'} />
    </AuthCard>
  )
}
