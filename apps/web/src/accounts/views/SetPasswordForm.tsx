'use client'

import { useEffect, useRef, useState } from 'react'
import { saveStartMessage } from '@/browser/start-message'
import { Link } from '@/shell/Link'
import { apiCall } from '../../browser/api-fetch'
import { FormMessage } from '../../forms/fields'
import { authTexts, t } from './login-texts'
import { FORGOT_PATH } from './navigation'
import { PasswordForm, type PasswordSubmitResult, rulesOf } from './PasswordForm'

export const CREDENTIALS_ROUTE = '/api/auth/users/credentials'

/** The message an invalid or used link shows, with the way to a new one. */
export function InvalidLink({ autoFocus = false }: { autoFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  // Shown in place of the form after a submit: focus follows, so the message is not missed.
  useEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-4 outline-none" data-invalid-link="">
      <FormMessage kind="error">{t('auth.invalid_link')}</FormMessage>
      <p>
        <Link href={FORGOT_PATH} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {t('auth.request_new_link')}
        </Link>
      </p>
    </div>
  )
}

/**
 * /activate-user and /gloemt-loesenord with a link's token: the password-requirements form. On
 * success the user is logged in (the route sets the cookies) and sent to the start page, where the
 * confirmation shows as the start message.
 */
export function SetPasswordForm({
  token,
  email,
  purpose,
}: {
  token: string
  email: string | null
  purpose: 'activate' | 'reset'
}) {
  const [invalid, setInvalid] = useState(false)

  async function submit(password: string): Promise<PasswordSubmitResult> {
    const result = await apiCall<{ ok?: boolean }>(CREDENTIALS_ROUTE, {
      method: 'POST',
      json: { token, password },
      session: false,
      service: 'auth',
      catalogue: authTexts,
    })
    if (result.ok && result.data?.ok) {
      saveStartMessage({
        text: t(purpose === 'activate' ? 'auth.activated' : 'auth.password_changed'),
        severity: 'success',
      })
      window.location.assign('/')
      return { ok: true }
    }
    if (result.ok) return { ok: false, message: t('errors.auth_service_not_available') }
    const { failure } = result
    if (failure.error === 'auth.password_rules_broken') return { ok: false, rules: rulesOf(failure.body) }
    if (failure.error === 'auth.invalid_link') {
      setInvalid(true)
      return { ok: true }
    }
    return { ok: false, message: failure.message }
  }

  if (invalid) return <InvalidLink autoFocus />
  return (
    <PasswordForm
      email={email}
      submitLabel={purpose === 'activate' ? t('auth.activate_submit') : t('auth.reset_submit')}
      onSubmit={submit}
    />
  )
}
