import { t } from '@shop/i18n'
import { buttonVariants } from '@shop/ui'
import type { Metadata } from 'next'
import { LOGIN_PATH } from '@/accounts/constants'
import { getSession } from '@/accounts/session'
import { AuthCard } from '@/accounts/views/AuthCard'
import { entryMessageOf } from '@/punchout/paths'
import { Link } from '@/shell/Link'

export const metadata: Metadata = { title: 'Punch-out', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Why punch-out did not start (the OCI entry sends the buyer here): the Swedish message of its `fel`
 * key. Without a callback the buyer is logged in, in NORMAL mode (spec section 4), and may shop on;
 * a refused buyer has no session and may log in to the shop instead.
 */
export default async function PunchoutStatusPage({ searchParams }: Props) {
  const query = await searchParams
  const message = entryMessageOf(query.fel)
  const seconds = Number(query.sekunder)
  const session = await getSession()
  return (
    <AuthCard title="Punch-out">
      <p role="alert" className="font-medium" data-testid="punchout-status">
        {t(message, { seconds: Number.isInteger(seconds) && seconds > 0 ? seconds : 60 })}
      </p>
      {session ? <p>{t('punchout.normal_mode', { name: session.name })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Link href={session ? '/' : LOGIN_PATH} className={buttonVariants({ intent: 'primary' })}>
          {session ? t('errors.to_start_page') : t('auth.login_title')}
        </Link>
      </div>
    </AuthCard>
  )
}
