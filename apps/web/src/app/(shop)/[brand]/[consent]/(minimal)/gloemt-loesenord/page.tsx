import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { LOGIN_PATH } from '@/accounts/constants'
import { AuthCard, authLinkClass } from '@/accounts/views/AuthCard'
import { ForgotPasswordForm } from '@/accounts/views/ForgotPasswordForm'
import { linkHolder, tokenOf } from '@/accounts/views/link-token'
import { InvalidLink, SetPasswordForm } from '@/accounts/views/SetPasswordForm'
import { Link } from '@/shell/Link'

// The token is in the address: no referrer to anything the page loads or links to.
export const metadata: Metadata = { title: t('auth.forgot_title'), robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const backToLogin = (
  <Link href={LOGIN_PATH} className={authLinkClass}>
    {t('auth.back_to_login')}
  </Link>
)

/**
 * 'Glömt lösenord' (minimal layout). Without a token: the e-mail form and a neutral confirmation.
 * With the reset link's token: the password-requirements form, or 'auth.invalid_link' when the link
 * is unknown, used or too old.
 */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  const token = tokenOf((await searchParams).token)
  if (token === null) {
    return (
      <AuthCard title={t('auth.forgot_title')} intro={t('auth.forgot_intro')} footer={backToLogin}>
        <ForgotPasswordForm />
      </AuthCard>
    )
  }
  const holder = await linkHolder(token, 'reset')
  if (!holder) {
    return (
      <AuthCard title={t('auth.invalid_link_title')} footer={backToLogin}>
        <InvalidLink />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.reset_title')} intro={t('auth.account_for', { email: holder.email })} footer={backToLogin}>
      <SetPasswordForm token={token} email={holder.email} purpose="reset" />
    </AuthCard>
  )
}
