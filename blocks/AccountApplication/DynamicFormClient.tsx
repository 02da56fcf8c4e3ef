'use client'

import { Button } from '@shop/ui/Button'
import { cx } from '@shop/ui/cx'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { TEXTS } from '../shared/texts'
import { type FormInput, submissionUrl, validateValues } from './validate'

type Status = 'idle' | 'sending' | 'success' | 'error' | 'invalid'

const fieldClass =
  'w-full rounded-brand border border-text/40 bg-background px-3 py-2 text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-alert'

/**
 * The dynamic form of an account application: validates required fields in the browser with Swedish
 * messages, posts {values} as JSON, and keeps what the visitor typed when something goes wrong.
 */
export function DynamicFormClient({
  formId,
  inputs,
  heading,
  children,
}: {
  formId: string
  inputs: FormInput[]
  heading?: string
  /** The form description, rendered on the server. */
  children?: React.ReactNode
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>('idle')
  const formRef = useRef<HTMLFormElement>(null)
  const uid = useId()
  const fieldId = (input: FormInput) => `${uid}-${input.id}`

  function setValue(id: string, value: string) {
    setValues((current) => ({ ...current, [id]: value }))
    if (errors[id]) setErrors(({ [id]: _removed, ...rest }) => rest)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending') return
    const found = validateValues(inputs, values)
    setErrors(found)
    const firstInvalid = inputs.find((input) => found[input.id])
    if (firstInvalid) {
      setStatus('invalid')
      formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(firstInvalid.id)}"]`)?.focus()
      return
    }
    setStatus('sending')
    try {
      const payload: Record<string, string> = {}
      for (const input of inputs) payload[input.id] = (values[input.id] ?? '').trim()
      const response = await fetch(submissionUrl(formId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ values: payload }),
      })
      setStatus(response.ok ? 'success' : 'error')
    } catch {
      setStatus('error')
    }
  }

  if (status === 'success') {
    return (
      <p role="status" className="rounded-brand bg-surface p-4 font-semibold text-text">
        {TEXTS.formSuccess}
      </p>
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-xl flex-col gap-4"
      aria-busy={status === 'sending'}
    >
      {heading ? <h3 className="text-xl font-semibold">{heading}</h3> : null}
      {children}
      {inputs.map((input) => (
        <Field
          key={input.id}
          id={fieldId(input)}
          input={input}
          value={values[input.id] ?? ''}
          error={errors[input.id]}
          onChange={(value) => setValue(input.id, value)}
        />
      ))}
      <div aria-live="polite" className="min-h-6">
        {status === 'invalid' ? <p className="font-semibold text-alert">{TEXTS.formInvalid}</p> : null}
        {status === 'error' ? (
          <p role="alert" className="font-semibold text-alert">
            {TEXTS.formError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? TEXTS.sending : TEXTS.submit}
        </Button>
      </div>
    </form>
  )
}

function Label({ htmlFor, input }: { htmlFor?: string; input: FormInput }) {
  const content = (
    <>
      {input.title}
      {input.requiredField ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> {TEXTS.requiredMarker}</span>
        </>
      ) : null}
    </>
  )
  return htmlFor ? (
    <label htmlFor={htmlFor} className="font-semibold">
      {content}
    </label>
  ) : (
    <legend className="font-semibold">{content}</legend>
  )
}

function Field({
  id,
  input,
  value,
  error,
  onChange,
}: {
  id: string
  input: FormInput
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const errorId = `${id}-error`
  const common = {
    'data-field': input.id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': input.requiredField || undefined,
  } as const
  const message = error ? (
    <p id={errorId} className="text-sm font-semibold text-alert">
      {error}
    </p>
  ) : null

  if (input.type === 'radio' || (input.type === 'checkbox' && input.inputList.length > 0)) {
    const selected = input.type === 'checkbox' ? value.split(', ').filter(Boolean) : [value]
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={common['aria-describedby']}>
        <Label input={input} />
        {input.inputList.map((option, index) => {
          const optionId = `${id}-${index}`
          const checked = selected.includes(option)
          return (
            <label key={option} htmlFor={optionId} className="flex items-center gap-2">
              <input
                id={optionId}
                type={input.type}
                name={id}
                value={option}
                checked={checked}
                {...(index === 0 ? { 'data-field': input.id } : {})}
                aria-invalid={common['aria-invalid']}
                onChange={(event) => {
                  if (input.type === 'radio') return onChange(option)
                  const next = event.target.checked
                    ? input.inputList.filter((o) => o === option || selected.includes(o))
                    : selected.filter((o) => o !== option)
                  onChange(next.join(', '))
                }}
                className="h-5 w-5 accent-primary"
              />
              {option}
            </label>
          )
        })}
        {message}
      </fieldset>
    )
  }

  if (input.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-center gap-2 font-semibold">
          <input
            id={id}
            type="checkbox"
            checked={value !== ''}
            onChange={(event) => onChange(event.target.checked ? 'ja' : '')}
            className="h-5 w-5 accent-primary"
            {...common}
          />
          {input.title}
          {input.requiredField ? <span className="sr-only"> {TEXTS.requiredMarker}</span> : null}
        </label>
        {message}
      </div>
    )
  }

  let control: React.ReactNode
  if (input.type === 'textarea') {
    control = (
      <textarea
        id={id}
        value={value}
        rows={4}
        placeholder={input.placeholderText || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...common}
      />
    )
  } else if (input.type === 'select') {
    control = (
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...common}
      >
        <option value="">{input.placeholderText || TEXTS.chooseOption}</option>
        {input.inputList.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  } else {
    control = (
      <input
        id={id}
        type={input.type === 'number' ? 'text' : input.type}
        inputMode={input.type === 'number' ? 'decimal' : undefined}
        autoComplete={input.type === 'email' ? 'email' : input.type === 'tel' ? 'tel' : undefined}
        value={value}
        placeholder={input.placeholderText || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...common}
      />
    )
  }
  return (
    <div className={cx('flex flex-col gap-1')}>
      <Label htmlFor={id} input={input} />
      {control}
      {message}
    </div>
  )
}
