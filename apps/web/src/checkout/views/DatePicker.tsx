'use client'

import { formatDate } from '@shop/i18n/format'
import { cx } from '@shop/ui'
import { t } from './texts'

export interface OfferedDates {
  earliestDate: string
  cutoffHour: number
  pastCutoff: boolean
  dates: string[]
}

/**
 * The delivery date picker: the open days the delivery-dates service offers, as a radio group (arrow
 * keys move between days), each labelled with the spec's weekday label ('Mån 24 nov.'). Weekends,
 * holidays and closed days are never in the list, so they cannot be chosen.
 */
export function DatePicker({
  name,
  offered,
  loading,
  failed,
  value,
  error,
  saving,
  onChange,
}: {
  name: string
  offered: OfferedDates | null
  loading: boolean
  failed: boolean
  value: string | null
  error: string | null
  saving: boolean
  onChange: (date: string) => void
}) {
  const legendId = `${name}-legend`
  const errorId = `${name}-error`
  const hintId = `${name}-hint`
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={[error ? errorId : null, offered ? hintId : null].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      data-testid="date-picker"
      className="flex flex-col gap-2"
    >
      <legend id={legendId} className="font-semibold">
        {t('checkout.date.legend')}
      </legend>
      {offered ? (
        <p id={hintId} className="text-sm text-muted">
          {t('checkout.date.earliest', { date: formatDate(offered.earliestDate, 'weekday') })}{' '}
          {offered.pastCutoff ? t('checkout.date.past_cutoff', { hour: offered.cutoffHour }) : null}
        </p>
      ) : null}
      {loading ? <p className="text-sm text-muted">{t('checkout.date.loading')}</p> : null}
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-alert">
          {t('checkout.date.load_failed')}
        </p>
      ) : null}
      {offered ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
          {offered.dates.map((date) => {
            const checked = date === value
            return (
              <label
                key={date}
                className={cx(
                  'flex cursor-pointer items-center justify-center rounded-brand border px-2 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  checked ? 'border-primary bg-primary text-primary-contrast' : 'border-text/25 hover:border-text/60',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={date}
                  checked={checked}
                  onChange={() => onChange(date)}
                  className="sr-only"
                  data-date={date}
                />
                {formatDate(date, 'weekday')}
              </label>
            )
          })}
        </div>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted">
        {saving ? t('checkout.date.saving') : ''}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
