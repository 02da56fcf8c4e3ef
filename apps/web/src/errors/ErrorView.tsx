import type React from 'react'
import { errorPageText } from './error-page'
import { GoBackButton } from './GoBackButton'
import { t } from './texts'

/** The one error page body: status, headline, reason, and a way on (back, or to the start page). */
export function ErrorView({ status, reason }: { status: number; reason?: React.ReactNode }) {
  const text = errorPageText(status)
  return (
    <section className="mx-auto my-16 max-w-xl px-4 text-center" aria-labelledby="error-headline">
      <p className="text-6xl font-bold text-primary">
        <span className="sr-only">{t('errors.page.status')} </span>
        {status}
      </p>
      <h1 id="error-headline" className="mt-4 text-2xl font-semibold">
        {t(text.headline)}
      </h1>
      <p className="mt-3 break-words text-muted" data-testid="error-reason">
        {reason ?? t(text.reason)}
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <GoBackButton />
        <a href="/" className="rounded-brand bg-primary px-4 py-2 font-semibold text-primary-contrast">
          {t('errors.to_start_page')}
        </a>
      </div>
    </section>
  )
}
