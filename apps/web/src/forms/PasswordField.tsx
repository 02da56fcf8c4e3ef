'use client'

import { cx, focusRing } from '@shop/ui'
import { useState } from 'react'
import { Field, type InputProps, inputClass } from './fields'
import { t } from './texts'

/**
 * A password field with a 'Visa lösenord' toggle (a pressed button, so its state is announced).
 * Required and at most 1024 characters, as every password form here asks.
 */
export function PasswordField({
  id,
  label,
  value,
  onValue,
  error,
  describedBy,
  className,
  ...rest
}: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error} describedBy={describedBy} className={className}>
      {(aria) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            {...aria}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={1024}
            className={cx(inputClass, 'pr-24')}
            {...rest}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
            className={cx(
              'absolute inset-y-1 right-1 rounded-brand px-2 text-sm font-semibold text-primary underline-offset-2 hover:underline',
              focusRing,
            )}
          >
            {t('auth.show_password')}
          </button>
        </div>
      )}
    </Field>
  )
}
