'use client'

import { buttonVariants, cx, focusRing } from '@shop/ui'
import { useEffect, useState } from 'react'

export interface SortSelectProps {
  id: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  submitLabel: string
}

/**
 * The sort <select> of a GET form. Without JavaScript the shopper presses the button; with it a change
 * submits the form at once and the button, now redundant, steps aside.
 */
export function SortSelect({ id, value, options, submitLabel }: SortSelectProps) {
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  return (
    <>
      <select
        id={id}
        name="sort"
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={cx('h-10 rounded-brand border border-text/25 bg-background px-3 text-sm text-text', focusRing)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {enhanced ? null : (
        <button type="submit" className={buttonVariants({ intent: 'secondary', size: 'md' })}>
          {submitLabel}
        </button>
      )}
    </>
  )
}
