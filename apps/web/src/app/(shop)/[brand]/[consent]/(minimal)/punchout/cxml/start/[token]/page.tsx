import { t } from '@shop/i18n'
import { buttonVariants } from '@shop/ui'
import type { Metadata } from 'next'
import { AuthCard } from '@/accounts/views/AuthCard'
import { CXML_SESSION_PATH } from '@/punchout/cxml-paths'
import { PrePaintScript } from '@/shell/PrePaintScript'

export const metadata: Metadata = { title: 'Punch-out', robots: { index: false }, referrer: 'no-referrer' }

type Props = { params: Promise<{ token: string }> }

const FORM_ID = 'cxml-start'

/**
 * The StartPage of a cXML setup answer. Opening it changes nothing: browsers may request a page
 * twice (a client hint's retry, a prefetch, a reload), and a one-time link must survive that. The
 * page posts its token at once (a button without scripts), and the post starts the session.
 */
export default async function CxmlStartPage({ params }: Props) {
  const { token } = await params
  return (
    <AuthCard title="Punch-out">
      <form id={FORM_ID} method="post" action={CXML_SESSION_PATH}>
        <input type="hidden" name="token" value={token} />
        <p className="mb-4">{t('punchout.start_intro')}</p>
        <button type="submit" className={buttonVariants({ intent: 'primary' })}>
          {t('punchout.start_open')}
        </button>
      </form>
      <PrePaintScript script={`document.getElementById(${JSON.stringify(FORM_ID)}).submit()`} />
    </AuthCard>
  )
}
