'use client'

import { brokenPasswordRules, PASSWORD_RULES, type PasswordRule } from '@shop/auth/password-rules'
import { CheckIcon, cx } from '@shop/ui'
import type React from 'react'
import { useId, useRef, useState } from 'react'
import { FormAlert, SubmitButton } from '../../forms/fields'
import { PasswordField } from '../../forms/PasswordField'
import { t } from './login-texts'

/** What the page's submit answered: done, the rules the server found broken, or a message. */
export type PasswordSubmitResult =
  | { ok: true }
  | { ok: false; rules: PasswordRule[]; message?: string }
  | { ok: false; rules?: undefined; message: string }

const isRule = (value: unknown): value is PasswordRule => PASSWORD_RULES.includes(value as PasswordRule)

/** The rules of a 400 'auth.password_rules_broken' answer, known ones only. */
export function rulesOf(body: { rules?: unknown } | null): PasswordRule[] {
  return Array.isArray(body?.rules) ? body.rules.filter(isRule) : []
}

/**
 * The password-requirements form (activation, forgotten password, first-login challenge): new
 * password and repeat, with a live checklist of the rules from packages/auth. The server checks the
 * same rules; whatever it finds broken is marked in the list. Nothing typed is cleared on an error.
 */
export function PasswordForm({
  email,
  submitLabel,
  onSubmit,
}: {
  /** The account's address: for the 'not your e-mail' rule and for password managers. */
  email: string | null
  submitLabel: string
  onSubmit: (password: string) => Promise<PasswordSubmitResult>
}) {
  const uid = useId()
  const ids = { password: `${uid}-password`, repeat: `${uid}-repeat`, rules: `${uid}-rules` }
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [sending, setSending] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [serverRules, setServerRules] = useState<PasswordRule[]>([])
  const [message, setMessage] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const repeatRef = useRef<HTMLInputElement>(null)

  const broken = new Set([...brokenPasswordRules(password, email), ...serverRules])
  const differ = repeat !== password
  const met = PASSWORD_RULES.filter((rule) => !broken.has(rule)).length

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSubmitted(true)
    setMessage(null)
    if (broken.size) {
      setMessage(t('auth.password_rules_broken'))
      passwordRef.current?.focus()
      return
    }
    if (differ) {
      repeatRef.current?.focus()
      return
    }
    setSending(true)
    let done = false
    try {
      const result = await onSubmit(password)
      // Done: the page moves on (or replaces the form); the button stays disabled meanwhile.
      done = result.ok
      if (result.ok) return
      if (result.rules?.length) {
        setServerRules(result.rules)
        setMessage(result.message ?? t('auth.password_rules_broken'))
        passwordRef.current?.focus()
      } else {
        setMessage(result.message ?? t('errors.unknown_error_occurred'))
      }
    } catch {
      setMessage(t('errors.auth_service_not_available'))
    } finally {
      if (!done) setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={sending} className="flex flex-col gap-4" data-password-form="">
      {/* For password managers: which account the new password belongs to. */}
      {email ? (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          readOnly
          hidden
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      <PasswordField
        id={ids.password}
        ref={passwordRef}
        name="new-password"
        label={t('auth.new_password')}
        autoComplete="new-password"
        value={password}
        onValue={(value) => {
          setPassword(value)
          setServerRules([])
        }}
        error={submitted && broken.size ? t('auth.password_rules_broken') : null}
        describedBy={ids.rules}
      />
      <div id={ids.rules} className="rounded-brand bg-surface p-3 text-sm">
        <p className="font-semibold">{t('auth.password_rules_title')}</p>
        <p className="sr-only">{t('auth.password_rules_status', { met, total: PASSWORD_RULES.length })}</p>
        <ul className="mt-2 flex flex-col gap-1" data-password-rules="">
          {PASSWORD_RULES.map((rule) => {
            const ok = !broken.has(rule)
            return (
              <li
                key={rule}
                data-rule={rule}
                data-met={ok ? 'true' : 'false'}
                className={cx('flex items-center gap-2', !ok && submitted ? 'font-semibold text-alert' : '')}
              >
                <span
                  className={cx(
                    'flex size-5 shrink-0 items-center justify-center rounded-full border',
                    ok ? 'border-primary bg-primary text-primary-contrast' : 'border-text/40',
                  )}
                >
                  {ok ? <CheckIcon size={14} /> : null}
                </span>
                <span>
                  {t(`auth.password_rule.${rule}`)}
                  <span className="sr-only"> ({ok ? t('auth.rule_met') : t('auth.rule_unmet')})</span>
                </span>
              </li>
            )
          })}
        </ul>
      </div>
      <PasswordField
        id={ids.repeat}
        ref={repeatRef}
        name="repeat-password"
        label={t('auth.repeat_password')}
        autoComplete="new-password"
        value={repeat}
        onValue={setRepeat}
        error={submitted && differ ? t('auth.passwords_differ') : null}
      />
      <FormAlert message={message} />
      <SubmitButton fullWidth busy={sending} busyLabel={t('auth.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
