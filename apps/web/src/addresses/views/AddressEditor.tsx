'use client'

import { ADDRESS_COUNTRIES, type AddressCountry } from '@shop/commerce/address'
import type { addressFormSchema } from '@shop/commerce/address-form'
import { Button, CloseIcon, cx, IconButton, PlusIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import type { AddressView } from '@/addresses/service'
import { apiCall } from '@/browser/api-fetch'
import { FormMessage, TextField } from '@/forms/fields'
import { useAddressBook } from './AddressBook'
import { t } from './texts'

type AddressRule = ReturnType<typeof addressFormSchema>

let rule: Promise<AddressRule> | null = null
/**
 * The same rule the address service enforces, checked here first so mistakes show at once. It is
 * loaded when a form first opens: its zod/mini would otherwise weigh on every page's first load.
 */
function loadRule(): Promise<AddressRule | null> {
  rule ??= import('@shop/commerce/address-form').then(({ addressFormSchema }) =>
    addressFormSchema((key, params) => t(key, params)),
  )
  return rule.catch(() => {
    // The module did not arrive (network): the service checks the same rule, so send unchecked.
    rule = null
    return null
  })
}

const FIELDS = [
  'label',
  'recipientName',
  'address1',
  'address2',
  'address3',
  'countryCode',
  'postalCode',
  'postalAddress',
] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

const EMPTY: Values = {
  label: '',
  recipientName: '',
  address1: '',
  address2: '',
  address3: '',
  countryCode: 'SE',
  postalCode: '',
  postalAddress: '',
}

const valuesOf = (address: AddressView | undefined): Values =>
  address
    ? {
        label: address.label,
        recipientName: address.recipientName,
        address1: address.address1,
        address2: address.address2,
        address3: address.address3,
        countryCode: address.countryCode,
        postalCode: address.postalCode,
        postalAddress: address.postalAddress,
      }
    : EMPTY

const isField = (path: string | undefined): path is Field => FIELDS.includes(path as Field)

/** The first message per field of a list of issues (client check or the service's 400). */
function errorsOf(issues: ReadonlyArray<{ path?: string | readonly PropertyKey[]; message?: string }>): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : (issue.path as string | undefined)
    if (isField(path) && !errors[path] && issue.message) errors[path] = issue.message
  }
  return errors
}

function check(addressForm: AddressRule | null, values: Values) {
  if (!addressForm) return { ok: true, data: values } as const
  const parsed = addressForm.safeParse(values)
  return parsed.success
    ? ({ ok: true, data: parsed.data } as const)
    : ({ ok: false, errors: errorsOf(parsed.error.issues) } as const)
}

const selectClass =
  'h-11 w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary'

/**
 * Add (no `address`) or edit one address: a button that opens a modal form (a native <dialog>: it
 * keeps focus inside and closes on Esc; focus returns to the button). Mistakes are told per field in
 * Swedish, before sending and again from the service's answer; what was typed stays; the save button
 * is disabled while saving. A saved change shows at once (router.refresh).
 */
export function AddressEditor({ address }: { address?: AddressView }) {
  const router = useRouter()
  const { announce } = useAddressBook()
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const titleId = `${id}-title`
  const [values, setValues] = useState<Values>(() => valuesOf(address))
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const editing = Boolean(address)

  const fieldId = (field: Field) => `${id}-${field}`

  // The form exists only while the dialog is open: a page of cards holds one closed dialog each.
  const [isOpen, setOpen] = useState(false)
  const [addressRule, setAddressRule] = useState<AddressRule | null>(null)
  useEffect(() => {
    if (isOpen) void loadRule().then(setAddressRule)
  }, [isOpen])

  const open = () => {
    setValues(valuesOf(address))
    setErrors({})
    setFormError(null)
    setTried(false)
    setOpen(true)
  }
  const close = () => dialog.current?.close()

  useEffect(() => {
    if (!isOpen || dialog.current?.open) return
    dialog.current?.showModal()
    form.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [isOpen])

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (tried && addressRule) {
      const outcome = check(addressRule, next)
      setErrors(outcome.ok ? {} : outcome.errors)
    }
  }

  /** The postcode is told about as soon as the field is left, not only on saving. */
  const onPostalBlur = () => {
    if (!values.postalCode.trim() || !addressRule) return
    const outcome = check(addressRule, values)
    setErrors((current) => ({ ...current, postalCode: outcome.ok ? undefined : outcome.errors.postalCode }))
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    setTried(true)
    const outcome = check(addressRule ?? (await loadRule()), values)
    if (!outcome.ok) {
      setErrors(outcome.errors)
      setFormError(t('addresses.check_fields'))
      focusFirstError(outcome.errors)
      return
    }
    setErrors({})
    setFormError(null)
    setSaving(true)
    const result = await apiCall<AddressView>(
      address ? `/api/auth/address/${encodeURIComponent(address.addressId)}` : '/api/auth/addresses',
      { method: address ? 'PUT' : 'POST', json: outcome.data, service: 'auth' },
    )
    setSaving(false)
    if (result.ok) {
      const label = result.data?.label ?? outcome.data.label
      close()
      if (!address) setValues(EMPTY)
      announce(address ? t('addresses.saved', { label }) : t('addresses.created', { label }))
      router.refresh()
      return
    }
    const { failure } = result
    if (failure.aborted) return
    const fieldErrors = errorsOf(failure.body?.issues ?? [])
    setErrors(fieldErrors)
    // The address service's message, else spec section 8's text for the status or for no answer.
    setFormError(Object.keys(fieldErrors).length ? t('addresses.check_fields') : failure.message)
    focusFirstError(fieldErrors)
    // The address may have gone (or become read-only) meanwhile: show the list as it is now.
    if (failure.status === 403 || failure.status === 404) router.refresh()
  }

  const country = (ADDRESS_COUNTRIES as readonly string[]).includes(values.countryCode)
    ? (values.countryCode as AddressCountry)
    : 'SE'
  const postalHintId = `${fieldId('postalCode')}-hint`
  const required = (label: string) => `${label} *`
  const optional = (label: string) => `${label} ${t('addresses.field.optional')}`

  return (
    <>
      {address ? (
        <Button
          intent="secondary"
          size="sm"
          onClick={open}
          aria-haspopup="dialog"
          aria-label={t('addresses.edit_named', { label: address.label })}
          data-testid="address-edit"
        >
          {t('addresses.edit')}
        </Button>
      ) : (
        <Button onClick={open} aria-haspopup="dialog" data-testid="address-add">
          <PlusIcon size={18} />
          {t('addresses.add')}
        </Button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-brand bg-background p-5 text-text shadow-xl backdrop:bg-black/60"
        data-testid="address-dialog"
        onClose={() => setOpen(false)}
      >
        {isOpen ? (
          <>
            <div className="flex items-center justify-between gap-4">
              <h2 id={titleId} className="text-lg font-semibold">
                {editing ? t('addresses.edit_title') : t('addresses.add_title')}
              </h2>
              <IconButton label={t('common.close')} onClick={close}>
                <CloseIcon />
              </IconButton>
            </div>
            <form ref={form} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
              <p className="text-sm text-muted sm:col-span-2">{t('addresses.required_hint')}</p>
              <TextField
                id={fieldId('label')}
                label={required(t('addresses.field.label'))}
                value={values.label}
                onValue={set('label')}
                error={errors.label}
                describedBy={`${fieldId('label')}-hint`}
                aria-required
                autoComplete="off"
                className="sm:col-span-2"
              />
              <p id={`${fieldId('label')}-hint`} className="-mt-3 text-sm text-muted sm:col-span-2">
                {t('addresses.field.label_hint')}
              </p>
              <TextField
                id={fieldId('recipientName')}
                label={required(t('addresses.field.recipient'))}
                value={values.recipientName}
                onValue={set('recipientName')}
                error={errors.recipientName}
                aria-required
                autoComplete="name"
                className="sm:col-span-2"
              />
              <TextField
                id={fieldId('address1')}
                label={required(t('addresses.field.street_one'))}
                value={values.address1}
                onValue={set('address1')}
                error={errors.address1}
                aria-required
                autoComplete="address-line1"
                className="sm:col-span-2"
              />
              <TextField
                id={fieldId('address2')}
                label={optional(t('addresses.field.street_two'))}
                value={values.address2}
                onValue={set('address2')}
                error={errors.address2}
                autoComplete="address-line2"
                className="sm:col-span-2"
              />
              <TextField
                id={fieldId('address3')}
                label={optional(t('addresses.field.street_three'))}
                value={values.address3}
                onValue={set('address3')}
                error={errors.address3}
                autoComplete="address-line3"
                className="sm:col-span-2"
              />
              <div className="flex flex-col gap-1 sm:col-span-2">
                <label htmlFor={fieldId('countryCode')} className="font-semibold">
                  {required(t('addresses.field.country'))}
                </label>
                <select
                  id={fieldId('countryCode')}
                  value={country}
                  onChange={(event) => set('countryCode')(event.target.value)}
                  aria-required
                  autoComplete="country"
                  className={selectClass}
                >
                  {ADDRESS_COUNTRIES.map((code) => (
                    <option key={code} value={code}>
                      {t(`addresses.country.${code}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <TextField
                  id={fieldId('postalCode')}
                  label={required(t('addresses.field.postal_code'))}
                  value={values.postalCode}
                  onValue={set('postalCode')}
                  onBlur={onPostalBlur}
                  error={errors.postalCode}
                  describedBy={postalHintId}
                  aria-required
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={20}
                />
                <p id={postalHintId} className="mt-1 text-sm text-muted">
                  {country === 'AX'
                    ? t('addresses.field.postal_code_hint_ax')
                    : t('addresses.field.postal_code_hint_se')}
                </p>
              </div>
              <TextField
                id={fieldId('postalAddress')}
                label={required(t('addresses.field.postal_address'))}
                value={values.postalAddress}
                onValue={set('postalAddress')}
                error={errors.postalAddress}
                aria-required
                autoComplete="address-level2"
              />
              {formError ? (
                <div className="sm:col-span-2">
                  <FormMessage kind="error">{formError}</FormMessage>
                </div>
              ) : null}
              <div className={cx('flex flex-wrap justify-end gap-3 sm:col-span-2')}>
                <Button intent="secondary" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" disabled={saving} data-testid="address-save">
                  {saving ? t('addresses.saving') : t('common.save')}
                </Button>
              </div>
            </form>
          </>
        ) : null}
      </dialog>
    </>
  )
}
