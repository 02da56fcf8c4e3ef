'use client'

import { LoginIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { showToast } from '@/browser/start-message'
import { Link } from '@/shell/Link'
import { closeAndReturnFocus } from '@/shell/overlays/focus'
import { type ApiFailure, apiCall } from '../../browser/api-fetch'
import { EmailField, FormAlert, type FormNotice, SubmitButton } from '../../forms/fields'
import { PasswordField } from '../../forms/PasswordField'
import { authTexts, t } from './login-texts'
import { FORGOT_PATH, localPath } from './navigation'
import { PasswordForm, type PasswordSubmitResult, rulesOf } from './PasswordForm'

export const LOGIN_ROUTE = '/api/auth/session'
export const CHALLENGE_ROUTE = '/api/auth/session/challenge'

type LoginAnswer = { ok?: boolean; ChallengeName?: string; Session?: string }

/**
 * The Swedish text for a refused login: what browser/api-fetch.ts gives the failure (the service's keyed
 * message), with the throttle counted from the seconds it asks to wait, and a 401 without a message
 * read as the wrong password it means here (never an ended session: the login sends no session).
 */
export function loginErrorText(failure: ApiFailure): string {
  if (failure.error === 'auth.too_many_attempts') {
    const seconds = Math.max(1, Math.ceil(Number(failure.body?.retryAfterSeconds) || 1))
    return t('auth.too_many_attempts', { seconds })
  }
  if (failure.status === 401 && !failure.body?.message) return t('auth.wrong_credentials')
  if (failure.status === 400) return failure.body?.issues?.[0]?.message ?? failure.message
  return failure.message
}

const authCall = <T,>(path: string, json: unknown) =>
  apiCall<T>(path, { method: 'POST', json, session: false, service: 'auth', catalogue: authTexts })

/**
 * The login (spec section 4), used in the account flyout and on /logga-in. Errors in Swedish under
 * the fields; what was typed stays; the button is disabled while sending. A NEW_PASSWORD_REQUIRED
 * challenge is answered in place with the password form. After login the browser goes to `next` (a
 * local path) with a full load, or, without one, the current page is refreshed from the server.
 */
export function LoginForm({
  next,
  variant = 'page',
}: {
  /** Where to go after login; null refreshes the current page instead. */
  next?: string | null
  variant?: 'page' | 'flyout'
}) {
  const router = useRouter()
  const uid = useId()
  const ids = { email: `${uid}-email`, password: `${uid}-password`, message: `${uid}-message` }
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({})
  const [message, setMessage] = useState<FormNotice | null>(null)
  const [sending, setSending] = useState(false)
  const [challenge, setChallenge] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  function loggedIn() {
    const target = localPath(next)
    if (target) {
      // A full load: the whole page (and the admin, a different app) starts with the new session.
      window.location.assign(target)
      return
    }
    setPassword('')
    setChallenge(null)
    setSending(false)
    if (variant === 'flyout') closeAndReturnFocus('accountFlyout')
    showToast({ text: t('auth.logged_in'), severity: 'success' })
    router.refresh()
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const errors: typeof fieldErrors = {}
    if (!email.trim()) errors.email = t('auth.required')
    if (!password) errors.password = t('auth.required')
    setFieldErrors(errors)
    setMessage(null)
    if (errors.email) return emailRef.current?.focus()
    if (errors.password) return passwordRef.current?.focus()
    setSending(true)
    let keepSending = false
    try {
      const result = await authCall<LoginAnswer>(LOGIN_ROUTE, { logonId: email.trim(), logonPassword: password })
      if (result.ok && result.data?.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.data.Session) {
        setChallenge(result.data.Session)
        return
      }
      if (result.ok && result.data?.ok) {
        keepSending = Boolean(localPath(next))
        loggedIn()
        return
      }
      if (result.ok) return setMessage({ kind: 'error', text: t('errors.auth_service_not_available') })
      if (result.failure.aborted) return
      setMessage({ kind: 'error', text: loginErrorText(result.failure) })
      if (result.failure.status === 401) passwordRef.current?.focus()
    } finally {
      // While a full load is on its way the button stays disabled.
      if (!keepSending) setSending(false)
    }
  }

  async function answerChallenge(newPassword: string): Promise<PasswordSubmitResult> {
    const result = await authCall<{ ok?: boolean }>(CHALLENGE_ROUTE, { Session: challenge, NewPassword: newPassword })
    if (result.ok && result.data?.ok) {
      loggedIn()
      return { ok: true }
    }
    if (result.ok) return { ok: false, message: t('errors.auth_service_not_available') }
    const { failure } = result
    if (failure.error === 'auth.password_rules_broken') return { ok: false, rules: rulesOf(failure.body) }
    if (failure.error === 'auth.invalid_link') {
      // The challenge ran out: back to the login, with what was typed there still in place.
      setChallenge(null)
      setPassword('')
      setMessage({ kind: 'error', text: t('auth.challenge_expired') })
      return { ok: true }
    }
    return { ok: false, message: failure.message }
  }

  if (challenge) {
    return (
      <section aria-labelledby={`${uid}-challenge`} className="flex flex-col gap-4" data-login-challenge="">
        <h2 id={`${uid}-challenge`} className="text-lg font-semibold">
          {t('auth.challenge_title')}
        </h2>
        <p className="text-sm">{t('auth.challenge_intro')}</p>
        <PasswordForm email={email.trim() || null} submitLabel={t('auth.reset_submit')} onSubmit={answerChallenge} />
      </section>
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      aria-describedby={message ? ids.message : undefined}
      className="flex flex-col gap-4"
      data-login-form={variant}
    >
      <EmailField
        id={ids.email}
        ref={emailRef}
        name="username"
        label={t('auth.email')}
        autoComplete="username"
        value={email}
        onValue={setEmail}
        error={fieldErrors.email}
      />
      <PasswordField
        id={ids.password}
        ref={passwordRef}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={fieldErrors.password}
      />
      <FormAlert message={message} id={ids.message} />
      <SubmitButton fullWidth busy={sending} busyLabel={t('auth.logging_in')} icon={<LoginIcon size={18} />}>
        {t('auth.login')}
      </SubmitButton>
      <p className="text-sm">
        <Link href={FORGOT_PATH} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {t('auth.forgot_password_link')}
        </Link>
      </p>
    </form>
  )
}
