import { t } from '@shop/i18n'
import { buttonVariants, Container } from '@shop/ui'

/**
 * Punch-out mode in the shell (spec section 4): the shopper sees they are buying from inside their
 * procurement system, for which company, and can leave (a logout, which clears the saved settings).
 */
export function PunchoutBar({ company, logoutAction }: { company: string; logoutAction: string }) {
  return (
    <section aria-label={t('punchout.badge')} className="border-b border-text/10 bg-surface text-text">
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
        <span className="rounded-brand bg-primary px-2 py-0.5 font-semibold text-primary-contrast">
          {t('punchout.badge')}
        </span>
        <span data-testid="punchout-company">{t('punchout.mode_label', { company })}</span>
        <form action={logoutAction} method="post" className="ms-auto">
          <button type="submit" className={buttonVariants({ intent: 'secondary', size: 'sm' })}>
            {t('punchout.leave')}
          </button>
        </form>
      </Container>
    </section>
  )
}
