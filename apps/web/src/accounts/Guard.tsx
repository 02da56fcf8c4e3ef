import { type AccessRule, decideAccess } from '@shop/commerce'
import { t } from '@shop/i18n'
import type React from 'react'
import { Link } from '@/shell/Link'
import { RedirectAfter } from './RedirectAfter'
import { getSession } from './session'

/** How long the 'no permission' message stays before the visitor is sent to the start page. */
const FORBIDDEN_REDIRECT_MS = 4000

/**
 * Renders `children` only when the server-side session passes `rule`; otherwise the spec's
 * messages: 'Vänligen logga in' for anonymous visitors, 'Du saknar rättigheter…' (then a redirect
 * to the start page) for users without the right. Every page guard goes through here.
 */
export async function Guard({ rule, children }: { rule: AccessRule; children: React.ReactNode }) {
  const session = await getSession()
  const decision = decideAccess(rule, session?.principal ?? null, session?.customerId)
  if (decision.ok) return children
  const forbidden = decision.reason === 'forbidden'
  return (
    <section
      role="alert"
      data-testid="access-message"
      aria-live="polite"
      className="mx-auto my-16 max-w-xl rounded-brand bg-surface p-8 text-center"
    >
      <h1 className="text-2xl font-semibold">{t(forbidden ? 'auth.no_permission' : 'auth.please_login')}</h1>
      <p className="mt-4">
        <Link href="/" className="text-primary underline">
          {t('errors.to_start_page')}
        </Link>
      </p>
      {forbidden ? <RedirectAfter href="/" ms={FORBIDDEN_REDIRECT_MS} /> : null}
    </section>
  )
}
