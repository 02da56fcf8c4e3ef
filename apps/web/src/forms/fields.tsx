import { Button, type ButtonProps, cx } from '@shop/ui'
import type React from 'react'
import { FormMessage } from './FormMessage'

/**
 * Small form pieces shared by the login, password, context, profile and user-administration islands.
 * Stateless, so server components may render the messages too without making this module a browser
 * island of their page; the one field with state of its own is ./PasswordField.tsx.
 */

export { FormMessage }

export const inputClass =
  'h-11 w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert'

export const selectClass =
  'h-11 w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert disabled:opacity-60'

export type InputProps = Omit<React.ComponentPropsWithRef<'input'>, 'id' | 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  /** A message under the field; marks it invalid. */
  error?: string | null
  /** Ids of further descriptions (a rule checklist). */
  describedBy?: string
}

export const errorIdOf = (id: string) => `${id}-error`
const hintIdOf = (id: string) => `${id}-hint`

/** What a field's control says about its state: invalid, and which texts describe it. */
export type FieldAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/**
 * A labelled control with an optional hint and error under it. The control comes from `children`,
 * which gets the aria attributes pointing at the error (first), the hint and any further descriptions.
 */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy: more,
  className,
  children,
}: {
  id: string
  label: string
  error?: string | null
  hint?: string
  describedBy?: string
  className?: string
  children: (aria: FieldAria) => React.ReactNode
}) {
  const hintId = hint ? hintIdOf(id) : undefined
  const describedBy = [error ? errorIdOf(id) : null, hintId, more].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
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

export function TextField({ id, label, value, onValue, error, describedBy, className, ...rest }: InputProps) {
  return (
    <Field id={id} label={label} error={error} describedBy={describedBy} className={className}>
      {(aria) => (
        <input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...aria}
          className={inputClass}
          {...rest}
        />
      )}
    </Field>
  )
}

/** An e-mail address field as the login and the password forms ask for it: required, no autocorrection. */
export function EmailField(props: Omit<InputProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={320}
      {...props}
    />
  )
}

/** A labelled <select> with an optional hint and error under it (the same look as TextField). */
export function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  error,
  hint,
  className,
  disabled,
}: {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  options: ReadonlyArray<{ value: string; label: string }>
  error?: string | null
  hint?: string
  className?: string
  disabled?: boolean
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onValue(event.target.value)}
          {...aria}
          className={selectClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A form's current message, as the forms keep it in state. */
export type FormNotice = { kind: 'error' | 'info'; text: string }

/** The form's message if it has one (a plain string is an error), else nothing. */
export function FormAlert({ message, id }: { message: FormNotice | string | null; id?: string }) {
  if (!message) return null
  const notice: FormNotice = typeof message === 'string' ? { kind: 'error', text: message } : message
  return (
    <FormMessage kind={notice.kind} id={id}>
      {notice.text}
    </FormMessage>
  )
}

/** The form's submit button: disabled while `busy`, and then saying so with `busyLabel`. */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'disabled'> & { busy: boolean; busyLabel: string; icon?: React.ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} {...rest}>
      {icon}
      {busy ? busyLabel : children}
    </Button>
  )
}
