'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import type { ContextOption } from '@/accounts/service'
import { ContactFields } from '@/accounts/views/ContactFields'
import { t } from '@/accounts/views/profile-texts'
import { apiFetch } from '@/browser/api-fetch'
import { FormAlert, SelectField, SubmitButton } from '@/forms/fields'
import { type ApiIssue, useFormSubmit } from '@/forms/use-form-submit'

export interface ProfileValues {
  firstName: string
  lastName: string
  mobileNumber: string
  preferredStore: string
  defaultCustomerId: string
  defaultProjectId: string
}

type Field = keyof ProfileValues
type Errors = Partial<Record<Field, string>>

const FIELDS: Field[] = [
  'firstName',
  'lastName',
  'mobileNumber',
  'preferredStore',
  'defaultCustomerId',
  'defaultProjectId',
]
const isField = (path: string | undefined): path is Field => FIELDS.includes(path as Field)

/**
 * MyProfile's form: names, mobile number, preferred store and the default customer and project. It
 * sends PUT /api/auth/v2/users/{id}; the service checks everything again (the default context must be
 * one the user may use). What was typed stays on an error; the button is disabled while saving.
 */
export function ProfileForm({
  userId,
  initial,
  stores,
  customers,
}: {
  userId: string
  initial: ProfileValues
  stores: ReadonlyArray<{ id: string; name: string }>
  customers: readonly ContextOption[]
}) {
  const router = useRouter()
  const id = useId()
  const [values, setValues] = useState<ProfileValues>(initial)
  const fieldId = (field: string) => `${id}-${field}`

  const { errors, setErrors, message, saving, submit } = useFormSubmit<Errors>({
    send: () =>
      apiFetch(`/api/auth/v2/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        json: {
          firstName: values.firstName,
          lastName: values.lastName,
          mobileNumber: values.mobileNumber,
          preferredStore: values.preferredStore || null,
          defaultCustomerId: values.defaultCustomerId || null,
          defaultProjectId: values.defaultProjectId || null,
        },
      }),
    errorsOf: (issues: ApiIssue[]) => {
      const found: Errors = {}
      for (const issue of issues) {
        if (isField(issue.path) && !found[issue.path] && issue.message) found[issue.path] = issue.message
      }
      return found
    },
    focusOrder: FIELDS,
    fieldId,
    onAnswer: (response, _answer, show) => {
      if (!response.ok) return false
      show({ kind: 'info', text: t('profile.saved') })
      router.refresh()
      return true
    },
  })

  const set = (field: Field) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      // Another customer: its projects differ, so the project choice starts over.
      if (field === 'defaultCustomerId' && value !== current.defaultCustomerId) next.defaultProjectId = ''
      return next
    })
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const projects = customers.find((c) => c.id === values.defaultCustomerId)?.projects ?? []

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-6" data-testid="profile-form">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('profile.contact_title')}</legend>
        <ContactFields fieldId={fieldId} values={values} errors={errors} onValue={set} own />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('profile.preferences_title')}</legend>
        <SelectField
          id={fieldId('preferredStore')}
          label={t('profile.preferred_store')}
          value={values.preferredStore}
          onValue={set('preferredStore')}
          error={errors.preferredStore}
          hint={t('profile.preferred_store_hint')}
          options={[
            { value: '', label: t('profile.no_store') },
            ...stores.map((s) => ({ value: s.id, label: s.name })),
          ]}
          className="sm:col-span-2"
        />
        <SelectField
          id={fieldId('defaultCustomerId')}
          label={t('profile.default_customer')}
          value={values.defaultCustomerId}
          onValue={set('defaultCustomerId')}
          error={errors.defaultCustomerId}
          hint={t('profile.default_hint')}
          options={[
            { value: '', label: t('profile.no_customer') },
            ...customers.map((c) => ({ value: c.id, label: `${c.name} (${c.customerNumber})` })),
          ]}
        />
        <SelectField
          id={fieldId('defaultProjectId')}
          label={t('profile.default_project')}
          value={values.defaultProjectId}
          onValue={set('defaultProjectId')}
          error={errors.defaultProjectId}
          disabled={!values.defaultCustomerId}
          options={[
            { value: '', label: t('profile.whole_customer') },
            ...projects.map((p) => ({ value: p.id, label: `${p.name} (${p.projectNumber})` })),
          ]}
        />
      </fieldset>

      <FormAlert message={message} />

      <div>
        <SubmitButton intent="primary" busy={saving} busyLabel={t('profile.saving')} data-testid="profile-submit">
          {t('profile.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
