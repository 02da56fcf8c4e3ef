'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { apiCall } from '../../browser/api-fetch'
import { EmailField, FormAlert, SubmitButton } from '../../forms/fields'
import { authTexts, t } from './login-texts'

export const CREDENTIALS_REQUEST_ROUTE = '/api/auth/users/credentials/request'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * 'Glömt lösenord' without a link yet: the e-mail form. The answer is the same whether or not the
 * address has an account, so the confirmation is neutral.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const uid = useId()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const sentRef = useRef<HTMLDivElement>(null)

  // The form goes away: focus moves to the confirmation that replaces it.
  useEffect(() => {
    if (sent) sentRef.current?.focus()
  }, [sent])

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const value = email.trim()
    const fieldError = !value ? t('auth.required') : EMAIL.test(value) ? null : t('auth.email_invalid')
    setError(fieldError)
    setMessage(null)
    if (fieldError) return emailRef.current?.focus()
    setSending(true)
    try {
      const result = await apiCall<{ message?: string }>(CREDENTIALS_REQUEST_ROUTE, {
        method: 'POST',
        json: { email: value },
        session: false,
        service: 'auth',
        catalogue: authTexts,
      })
      if (result.ok) return setSent(result.data?.message ?? t('auth.forgot_sent'))
      if (result.failure.status === 400) {
        setError(t('auth.email_invalid'))
        emailRef.current?.focus()
        return
      }
      if (!result.failure.aborted) setMessage(result.failure.message)
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div
        ref={sentRef}
        role="status"
        tabIndex={-1}
        className="flex flex-col gap-2 rounded-brand bg-surface p-4 outline-none"
        data-forgot-sent=""
      >
        <p className="font-semibold">{t('auth.forgot_sent_title')}</p>
        <p>{sent}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={sending} className="flex flex-col gap-4">
      <EmailField
        id={`${uid}-email`}
        ref={emailRef}
        name="email"
        label={t('auth.email')}
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={error}
      />
      <FormAlert message={message} />
      <SubmitButton fullWidth busy={sending} busyLabel={t('auth.sending')}>
        {t('auth.forgot_submit')}
      </SubmitButton>
    </form>
  )
}
