import { cx } from '@shop/ui'
import type React from 'react'

// Its own module: an island that shows only a message (the product page's price) carries none of the fields.

/** A form-level message: errors as an alert (announced at once), confirmations as a status. */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: 'error' | 'info'
  children: React.ReactNode
  id?: string
}) {
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      data-form-message={kind}
      className={cx(
        'rounded-brand border-l-4 p-3 text-sm font-semibold',
        kind === 'error' ? 'border-alert bg-alert/10 text-text' : 'border-primary bg-surface text-text',
      )}
    >
      {children}
    </p>
  )
}
