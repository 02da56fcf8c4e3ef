import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { LOGIN_PATH } from '@/accounts/constants'
import { AuthCard, authLinkClass } from '@/accounts/views/AuthCard'
import { linkHolder, tokenOf } from '@/accounts/views/link-token'
import { InvalidLink, SetPasswordForm } from '@/accounts/views/SetPasswordForm'
import { Link } from '@/shell/Link'

// The token is in the address: no referrer to anything the page loads or links to.
export const metadata: Metadata = { title: t('auth.activate_title'), robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * User activation (minimal layout): the password-requirements form for the activation link's
 * token; then the user is logged in and sent to the start page. A missing, used or old link shows
 * 'auth.invalid_link' and the way to a new one (the forgotten-password form).
 */
export default async function ActivateUserPage({ searchParams }: Props) {
  const token = tokenOf((await searchParams).token)
  const holder = token ? await linkHolder(token, 'activate') : null
  const footer = (
    <Link href={LOGIN_PATH} className={authLinkClass}>
      {t('auth.back_to_login')}
    </Link>
  )
  if (!token || !holder) {
    return (
      <AuthCard title={t('auth.invalid_link_title')} footer={footer}>
        <InvalidLink />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('auth.activate_title')}
      intro={
        <>
          <span className="block">{t('auth.activate_intro')}</span>
          <span className="block">{t('auth.account_for', { email: holder.email })}</span>
        </>
      }
      footer={footer}
    >
      <SetPasswordForm token={token} email={holder.email} purpose="activate" />
    </AuthCard>
  )
}
