'use client'

import { errorIdOf } from '@/accounts/views/fields'

/** A labelled textarea with a hint and an error under it, in the look of the shared TextField. */
export function TextAreaField({
  id,
  label,
  hint,
  value,
  onValue,
  error,
  rows = 3,
}: {
  id: string
  label: string
  hint?: string
  value: string
  onValue: (value: string) => void
  error?: string | null
  rows?: number
}) {
  const hintId = hint ? `${id}-hint` : null
  const describedBy = [error ? errorIdOf(id) : null, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="w-full rounded-brand border border-text/40 bg-background px-3 py-2 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert"
      />
      {hintId ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className="text-sm font-semibold text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
