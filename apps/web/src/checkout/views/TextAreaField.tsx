'use client'

import { Field } from '@/forms/fields'

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
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...aria}
          className="w-full rounded-brand border border-text/40 bg-background px-3 py-2 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert"
        />
      )}
    </Field>
  )
}
