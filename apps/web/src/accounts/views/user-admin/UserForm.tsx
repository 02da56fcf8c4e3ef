'use client'

import type { DenyCode, Role } from '@shop/schemas'
import { Button, buttonVariants, cx, focusRing, PlusIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import type { CustomerOption, UserDto } from '@/accounts/service'
import { ContactFields } from '@/accounts/views/ContactFields'
import { t } from '@/accounts/views/profile-texts'
import { apiFetch } from '@/browser/api-fetch'
import { errorIdOf, FormAlert, FormMessage, SelectField, SubmitButton, TextField } from '@/forms/fields'
import { type ApiIssue, useFormSubmit } from '@/forms/use-form-submit'
import { Link } from '@/shell/Link'

export interface RowValue {
  key: string
  customerId: string
  projectId: string
  role: Role
  permissionDenies: DenyCode[]
}

export interface UserFormValues {
  email: string
  firstName: string
  lastName: string
  mobileNumber: string
  role: Role
  active: boolean
  rows: RowValue[]
}

type TextFieldName = 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'role'
type Errors = Partial<Record<TextFieldName, string>> & { rows?: string; row?: Record<string, string> }

let counter = 0
const newKey = () => `row-${Date.now().toString(36)}-${(counter++).toString(36)}`

/**
 * The user administration's form, for creating (POST /api/auth/v2/users) and editing
 * (PUT /api/auth/v2/users/{id}) a user: names, mobile, role up to the admin's own, active, and one row
 * per customer of the admin's (customer, optional project, role there, deny codes as checkboxes).
 * Rows of customers the admin does not administer are not in this form; the service keeps them.
 */
export function UserForm({
  mode,
  userId,
  initial,
  roles,
  denyCodes,
  customers,
  manageable,
  editPathTemplate,
}: {
  mode: 'create' | 'edit'
  userId?: string
  initial: UserFormValues
  roles: ReadonlyArray<{ id: Role; name: string }>
  denyCodes: ReadonlyArray<{ id: DenyCode; name: string }>
  customers: readonly CustomerOption[]
  /** May the admin change role, activation and rows (false for their own account)? */
  manageable: boolean
  /** The edit page's path with `:userId`, for the link to a created user. */
  editPathTemplate?: string
}) {
  const router = useRouter()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<UserFormValues>(initial)
  const [created, setCreated] = useState<{ userId: string; email: string } | null>(null)
  const fieldId = (field: string) => `${id}-${field}`

  const setRow = (key: string, change: Partial<RowValue>) =>
    setValues((current) => ({
      ...current,
      rows: current.rows.map((row) => {
        if (row.key !== key) return row
        const next = { ...row, ...change }
        // Another customer has other projects: the project choice starts over.
        if (change.customerId !== undefined && change.customerId !== row.customerId) next.projectId = ''
        return next
      }),
    }))

  const addRow = () => {
    const first = customers[0]
    if (!first) return
    const row: RowValue = { key: newKey(), customerId: first.id, projectId: '', role: 'USER', permissionDenies: [] }
    setValues((current) => ({ ...current, rows: [...current.rows, row] }))
    requestAnimationFrame(() => document.getElementById(fieldId(`${row.key}-customer`))?.focus())
  }

  const removeRow = (key: string) =>
    setValues((current) => ({ ...current, rows: current.rows.filter((r) => r.key !== key) }))

  const toggleDeny = (key: string, code: DenyCode, on: boolean) => {
    const row = values.rows.find((r) => r.key === key)
    if (!row) return
    const denies = new Set(row.permissionDenies)
    if (on) denies.add(code)
    else denies.delete(code)
    setRow(key, { permissionDenies: denyCodes.map((d) => d.id).filter((c) => denies.has(c)) })
  }

  const body = () => {
    const profile = { firstName: values.firstName, lastName: values.lastName, mobileNumber: values.mobileNumber }
    const rows = values.rows.map((row) => ({
      customerId: row.customerId,
      projectId: row.projectId || null,
      role: row.role,
      permissionDenies: row.permissionDenies,
    }))
    if (mode === 'create') return { email: values.email, ...profile, role: values.role, customerPermissions: rows }
    if (!manageable) return profile
    return { ...profile, role: values.role, active: values.active, customerPermissions: rows }
  }

  /** The service's issues by field; a row's issue is keyed by the row's key. */
  const errorsOf = (issues: ApiIssue[]): Errors => {
    const found: Errors = {}
    for (const issue of issues) {
      const path = issue.path ?? ''
      const text = issue.message ?? ''
      const rowMatch = /^customerPermissions\.(\d+)/.exec(path)
      if (rowMatch) {
        const row = values.rows[Number(rowMatch[1])]
        if (row) found.row = { ...found.row, [row.key]: found.row?.[row.key] ?? text }
      } else if (path === 'customerPermissions') found.rows ??= text
      else if (['email', 'firstName', 'lastName', 'mobileNumber', 'role'].includes(path)) {
        const field = path as TextFieldName
        found[field] ??= text
      }
    }
    return found
  }

  const { errors, setErrors, message, setMessage, saving, submit } = useFormSubmit<Errors, UserDto>({
    send: () =>
      apiFetch(mode === 'create' ? '/api/auth/v2/users' : `/api/auth/v2/users/${userId}`, {
        method: mode === 'create' ? 'POST' : 'PUT',
        json: body(),
      }),
    errorsOf,
    focusOrder: ['email', 'firstName', 'lastName', 'mobileNumber'],
    fieldId,
    onAnswer: (response, answer, show) => {
      if (!response.ok || !answer) return false
      if (mode === 'create') {
        setCreated({ userId: answer.userId, email: answer.email })
      } else {
        show({ kind: 'info', text: t('userAdmin.edit.saved') })
        router.refresh()
      }
      return true
    },
  })

  const set = (field: 'email' | 'firstName' | 'lastName' | 'mobileNumber') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const startOver = () => {
    setCreated(null)
    setValues(initial)
    setErrors({})
    setMessage(null)
    requestAnimationFrame(() => document.getElementById(fieldId('email'))?.focus())
  }

  if (created) {
    const href = editPathTemplate?.replace(':userId', encodeURIComponent(created.userId))
    return (
      <div className="flex max-w-2xl flex-col gap-4" data-testid="user-created">
        <FormMessage kind="info">{t('userAdmin.create.done', { email: created.email })}</FormMessage>
        <div className="flex flex-wrap gap-3">
          {href ? (
            <Link href={href} className={buttonVariants({ intent: 'primary' })}>
              {t('userAdmin.create.open')}
            </Link>
          ) : null}
          <Button intent="secondary" onClick={startOver}>
            {t('userAdmin.create.another')}
          </Button>
        </div>
      </div>
    )
  }

  const roleOptions = roles.map((role) => ({ value: role.id, label: role.name }))

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl flex-col gap-6"
      data-testid={mode === 'create' ? 'create-user-form' : 'edit-user-form'}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('profile.contact_title')}</legend>
        {mode === 'create' ? (
          <TextField
            id={fieldId('email')}
            label={t('userAdmin.field.email')}
            value={values.email}
            onValue={set('email')}
            error={errors.email}
            type="email"
            autoComplete="off"
            maxLength={320}
            className="sm:col-span-2"
          />
        ) : (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <span className="font-semibold">{t('userAdmin.field.email')}</span>
            <span data-testid="user-email">{values.email}</span>
            <span className="text-sm text-muted">{t('userAdmin.edit.email_note')}</span>
          </div>
        )}
        <ContactFields fieldId={fieldId} values={values} errors={errors} onValue={set} own={false} />
      </fieldset>

      {manageable ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={fieldId('role')}
              label={t('userAdmin.field.role')}
              value={values.role}
              onValue={(value) => setValues((current) => ({ ...current, role: value as Role }))}
              error={errors.role}
              options={roleOptions}
            />
            {mode === 'edit' ? (
              <div className="flex flex-col gap-1">
                <span className="font-semibold" aria-hidden="true">
                  {t('userAdmin.field.status')}
                </span>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={values.active}
                    onChange={(event) => setValues((current) => ({ ...current, active: event.target.checked }))}
                    aria-describedby={fieldId('active-hint')}
                    className="size-5 accent-primary"
                    data-testid="user-active"
                  />
                  {t('userAdmin.field.active')}
                </label>
                <p id={fieldId('active-hint')} className="text-sm text-muted">
                  {t('userAdmin.field.active_hint')}
                </p>
              </div>
            ) : null}
          </div>

          <fieldset
            className="flex flex-col gap-4"
            aria-describedby={errors.rows ? errorIdOf(fieldId('rows')) : undefined}
          >
            <legend className="mb-1 text-lg font-semibold">{t('userAdmin.rows.title')}</legend>
            <p className="text-sm text-muted">{t('userAdmin.rows.intro')}</p>
            {values.rows.length === 0 ? <p>{t('userAdmin.rows.none')}</p> : null}
            {values.rows.map((row, index) => {
              const projects = customers.find((c) => c.id === row.customerId)?.projects ?? []
              const rowError = errors.row?.[row.key]
              return (
                <fieldset
                  key={row.key}
                  className="grid gap-4 rounded-brand border border-text/20 p-4 sm:grid-cols-3"
                  data-testid="permission-row"
                >
                  <legend className="px-1 font-semibold">{t('userAdmin.rows.row_label', { number: index + 1 })}</legend>
                  <SelectField
                    id={fieldId(`${row.key}-customer`)}
                    label={t('userAdmin.rows.customer')}
                    value={row.customerId}
                    onValue={(value) => setRow(row.key, { customerId: value })}
                    options={customers.map((c) => ({ value: c.id, label: `${c.name} (${c.customerNumber})` }))}
                  />
                  <SelectField
                    id={fieldId(`${row.key}-project`)}
                    label={t('userAdmin.rows.project')}
                    value={row.projectId}
                    onValue={(value) => setRow(row.key, { projectId: value })}
                    options={[
                      { value: '', label: t('userAdmin.rows.whole_customer') },
                      ...projects.map((p) => ({ value: p.id, label: `${p.name} (${p.projectNumber})` })),
                    ]}
                  />
                  <SelectField
                    id={fieldId(`${row.key}-role`)}
                    label={t('userAdmin.rows.role')}
                    value={row.role}
                    onValue={(value) => setRow(row.key, { role: value as Role })}
                    options={roleOptions}
                  />
                  <fieldset className="sm:col-span-3">
                    <legend className="mb-2 font-semibold">{t('userAdmin.rows.denies')}</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {denyCodes.map((code) => (
                        <label key={code.id} className="flex items-start gap-2">
                          <input
                            type="checkbox"
                            className="mt-1 size-4 accent-primary"
                            checked={row.permissionDenies.includes(code.id)}
                            onChange={(event) => toggleDeny(row.key, code.id, event.target.checked)}
                            value={code.id}
                          />
                          <span>
                            {code.name} <span className="text-sm text-muted">({code.id})</span>
                          </span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  {rowError ? (
                    <p role="alert" className="text-sm font-semibold text-alert sm:col-span-3">
                      {rowError}
                    </p>
                  ) : null}
                  <div className="sm:col-span-3">
                    <Button
                      intent="secondary"
                      size="sm"
                      onClick={() => removeRow(row.key)}
                      aria-label={`${t('userAdmin.rows.remove')}: ${t('userAdmin.rows.row_label', { number: index + 1 })}`}
                    >
                      {t('userAdmin.rows.remove')}
                    </Button>
                  </div>
                </fieldset>
              )
            })}
            {errors.rows ? (
              <p id={errorIdOf(fieldId('rows'))} className="text-sm font-semibold text-alert">
                {errors.rows}
              </p>
            ) : null}
            {customers.length ? (
              <div>
                <button
                  type="button"
                  onClick={addRow}
                  className={cx(buttonVariants({ intent: 'secondary', size: 'sm' }), focusRing)}
                >
                  <PlusIcon size={16} />
                  {t('userAdmin.rows.add')}
                </button>
              </div>
            ) : null}
          </fieldset>
        </>
      ) : null}

      <FormAlert message={message} />

      <div>
        <SubmitButton
          intent="primary"
          busy={saving}
          busyLabel={mode === 'create' ? t('userAdmin.create.saving') : t('userAdmin.edit.saving')}
          data-testid="user-submit"
        >
          {mode === 'create' ? t('userAdmin.create.submit') : t('userAdmin.edit.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
