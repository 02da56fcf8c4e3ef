'use client'

import { Button, CloseIcon, IconButton, MailIcon } from '@shop/ui'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import { FormAlert, type FormNotice, SubmitButton } from '@/forms/fields'
import { t } from './texts'

export interface MailField {
  name: string
  label: string
  kind: 'email' | 'textarea'
  hint?: string
  required?: boolean
  maxLength: number
}

/**
 * A button that opens a small modal form (a native <dialog>: focus stays inside, Esc closes, focus
 * returns to the button) sending one order mail: the confirmation to an address, or a question to
 * customer service. The service's answer decides; its Swedish messages are shown per field.
 */
export function OrderMailDialog({
  buttonLabel,
  title,
  fields,
  endpoint,
  extraBody,
  submitLabel,
  busyLabel,
  sentMessage,
  testId,
}: {
  buttonLabel: string
  title: string
  fields: MailField[]
  endpoint: string
  extraBody?: Record<string, string>
  submitLabel: string
  busyLabel: string
  /** The confirmation, given the service's answer (e.g. the address the mail goes to). */
  sentMessage: (answer: Record<string, unknown> | null) => string
  testId: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const [isOpen, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<FormNotice | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sent, setSent] = useState<string | null>(null)

  useEffect(() => {
    if (!isOpen || dialog.current?.open) return
    dialog.current?.showModal()
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [isOpen])

  const open = () => {
    setNotice(null)
    setErrors({})
    setSent(null)
    setOpen(true)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const body: Record<string, string> = { ...extraBody }
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim()
      if (value) body[field.name] = value
    }
    setBusy(true)
    setNotice(null)
    setErrors({})
    const result = await apiCall<Record<string, unknown>>(endpoint, { method: 'POST', json: body, service: 'order' })
    setBusy(false)
    if (result.ok) {
      dialog.current?.close()
      setSent(sentMessage(result.data))
      return
    }
    const { failure } = result
    if (failure.aborted) return
    const byField: Record<string, string> = {}
    for (const issue of failure.body?.issues ?? [])
      if (issue.path && issue.message && !byField[issue.path]) byField[issue.path] = issue.message
    setErrors(byField)
    // The order service's message, else spec section 8's text for the status or for no answer at all.
    setNotice({ kind: 'error', text: failure.message })
  }

  const titleId = `${id}-title`
  const fieldId = (name: string) => `${id}-${name}`
  const inputClass =
    'w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert'

  return (
    <div className="flex flex-col gap-2">
      <Button intent="secondary" onClick={open} aria-haspopup="dialog" data-testid={testId}>
        <MailIcon size={18} />
        {buttonLabel}
      </Button>
      {sent ? (
        <p role="status" className="text-sm font-semibold" data-testid={`${testId}-sent`}>
          {sent}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-brand bg-background p-5 text-text shadow-xl backdrop:bg-black/60"
        onClose={() => setOpen(false)}
        data-testid={`${testId}-dialog`}
      >
        {isOpen ? (
          <>
            <div className="flex items-center justify-between gap-4">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              <IconButton label={t('common.close')} onClick={() => dialog.current?.close()}>
                <CloseIcon />
              </IconButton>
            </div>
            <form ref={form} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
              {fields.map((field) => {
                const error = errors[field.name]
                const described = [
                  error ? `${fieldId(field.name)}-error` : null,
                  field.hint ? `${fieldId(field.name)}-hint` : null,
                ]
                  .filter(Boolean)
                  .join(' ')
                const common = {
                  id: fieldId(field.name),
                  name: field.name,
                  maxLength: field.maxLength,
                  required: field.required,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': described || undefined,
                }
                return (
                  <div key={field.name} className="flex flex-col gap-1">
                    <label htmlFor={fieldId(field.name)} className="font-semibold">
                      {field.required ? `${field.label} *` : field.label}
                    </label>
                    {field.kind === 'email' ? (
                      <input type="email" autoComplete="email" className={`h-11 ${inputClass}`} {...common} />
                    ) : (
                      <textarea rows={5} className={`py-2 ${inputClass}`} {...common} />
                    )}
                    {field.hint ? (
                      <p id={`${fieldId(field.name)}-hint`} className="text-sm text-muted">
                        {field.hint}
                      </p>
                    ) : null}
                    {error ? (
                      <p id={`${fieldId(field.name)}-error`} className="text-sm font-semibold text-alert">
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
              <FormAlert message={notice} />
              <div className="flex justify-end gap-3">
                <Button intent="secondary" size="lg" onClick={() => dialog.current?.close()}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton busy={busy} busyLabel={busyLabel}>
                  {submitLabel}
                </SubmitButton>
              </div>
            </form>
          </>
        ) : null}
      </dialog>
    </div>
  )
}
