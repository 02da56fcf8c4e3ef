'use client'

import { textRules } from '@shop/commerce/checkout/order-details'
import { deliveryNeeds } from '@shop/commerce/delivery-methods'
import type { DeliveryMethod } from '@shop/schemas'
import { ArrowRightIcon, Button, cx, MapPinIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AddressView } from '@/addresses/service'
import { apiFetch, endSession, readJson } from '@/browser/api-fetch'
import { browserSessionStorage } from '@/browser/web-storage'
import { cartStore } from '@/cart/views/cart-store'
import { FormAlert, SelectField, TextField } from '@/forms/fields'
import type { CheckoutData } from '../checkout-data'
import {
  type DeliveryEntry,
  type EntryProblems,
  emptyEntry,
  type DeliveryForm as Form,
  type FormContext,
  formProblems,
  loadForm,
  saveForm,
  withDefaults,
} from '../delivery-form'
import { AddressFlyout, AddressLines } from './AddressFlyout'
import { DatePicker, type OfferedDates } from './DatePicker'
import { problemText } from './problem-text'
import { TextAreaField } from './TextAreaField'
import { t } from './texts'

const SUMMARY_PATH = '/summary'

/**
 * The delivery step's form (spec section 2, /delivery): per included delivery an address (flyout),
 * a store or a zip code as the method needs, a date among the open days and the free texts. The
 * form is kept in session storage under the spec's key, so a reload or the way back keeps it; a
 * chosen date is saved on the cart at once. "Fortsätt till sammanfattning" checks everything first.
 */
export function DeliveryForm({
  cart,
  deliveries,
  addresses: initialAddresses,
  stores,
  storeId,
  customerNumber,
  manageAddressesHref,
}: CheckoutData & { manageAddressesHref: string | null }) {
  const router = useRouter()
  const methods = useMemo(() => deliveries.map((d) => d.deliveryId), [deliveries])
  const [form, setForm] = useState<Form>({})
  const [ready, setReady] = useState(false)
  const [addresses, setAddresses] = useState(initialAddresses)
  const [addressLoadFailed, setAddressLoadFailed] = useState(false)
  const [offered, setOffered] = useState<OfferedDates | null>(null)
  const [datesFailed, setDatesFailed] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [flyoutFor, setFlyoutFor] = useState<DeliveryMethod | null>(null)
  const [savingDate, setSavingDate] = useState<DeliveryMethod | null>(null)
  const [busy, setBusy] = useState(false)
  const flyoutTrigger = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    cartStore().getState().hydrate(cart)
  }, [cart])

  // Spec section 8: an empty store list is a technical problem, not a choice to offer. The shopper is
  // told so (errors.technical_issues), logged out and sent to the start page.
  const noStores = stores.length === 0 && methods.some((method) => deliveryNeeds(method).store)
  useEffect(() => {
    if (noStores) void endSession({ message: 'errors.technical_issues', severity: 'error', to: '/' })
  }, [noStores])

  // The saved form first, then what the shopper has not chosen yet.
  useEffect(() => {
    const saved = loadForm(browserSessionStorage(), cart.cartId)
    const filled: Form = {}
    for (const delivery of deliveries) {
      filled[delivery.deliveryId] = withDefaults(delivery.deliveryId, saved[delivery.deliveryId], {
        addresses: initialAddresses,
        storeId: stores.some((s) => s.id === storeId) ? storeId : null,
        cartDate: null,
        earliestDate: null,
      })
    }
    setForm(filled)
    setReady(true)
  }, [cart.cartId, deliveries, initialAddresses, stores, storeId])

  useEffect(() => {
    if (ready) saveForm(browserSessionStorage(), cart.cartId, form)
  }, [ready, form, cart.cartId])

  useEffect(() => {
    if (!customerNumber) {
      setDatesFailed(true)
      return
    }
    let live = true
    apiFetch(`/api/auth/customers/${encodeURIComponent(customerNumber)}/delivery-dates`)
      .then(async (response) => {
        const body = response.ok ? await readJson<OfferedDates>(response) : null
        if (!live) return
        if (body?.dates) setOffered(body)
        else setDatesFailed(true)
      })
      .catch(() => live && setDatesFailed(true))
    return () => {
      live = false
    }
  }, [customerNumber])

  // Once the open days are known: the cart's own date where it is still open, else the earliest.
  useEffect(() => {
    if (!offered || !ready) return
    setForm((current) => {
      const next = { ...current }
      for (const delivery of deliveries) {
        const entry = next[delivery.deliveryId] ?? emptyEntry()
        const open = (date: string | null) => (date && offered.dates.includes(date) ? date : null)
        next[delivery.deliveryId] = {
          ...entry,
          requestedDeliveryDate:
            open(entry.requestedDeliveryDate) ?? open(delivery.requestedDeliveryDate) ?? offered.earliestDate,
        }
      }
      return next
    })
  }, [offered, ready, deliveries])

  const context: FormContext = useMemo(
    () => ({ addresses, storeIds: stores.map((s) => s.id), openDates: offered?.dates ?? null }),
    [addresses, stores, offered],
  )
  const problems = attempted ? formProblems(methods, form, context) : {}

  const change = (method: DeliveryMethod, patch: Partial<DeliveryEntry>) =>
    setForm((current) => ({ ...current, [method]: { ...(current[method] ?? emptyEntry()), ...patch } }))

  const openFlyout = (method: DeliveryMethod, trigger: HTMLButtonElement) => {
    flyoutTrigger.current = trigger
    setFlyoutFor(method)
    // The address book may have changed in another tab since the page was drawn.
    apiFetch('/api/auth/addresses')
      .then(async (response) => {
        const list = response.ok ? await readJson<AddressView[]>(response) : null
        if (list) setAddresses(list)
        setAddressLoadFailed(!list)
      })
      .catch(() => setAddressLoadFailed(true))
  }
  const returnFocus = useCallback(() => flyoutTrigger.current, [])

  const chooseAddress = (method: DeliveryMethod, addressId: string) => {
    const entry = form[method] ?? emptyEntry()
    const address = addresses.find((a) => a.addressId === addressId)
    const zipCode = deliveryNeeds(method).zipCode && !entry.zipCode ? (address?.postalCode ?? '') : entry.zipCode
    change(method, { addressId, zipCode })
    setFlyoutFor(null)
  }

  const chooseDate = async (method: DeliveryMethod, date: string) => {
    change(method, { requestedDeliveryDate: date })
    setSavingDate(method)
    const saved = await cartStore().getState().setDeliveryDate(method, date)
    setSavingDate(null)
    // The store words the failure (errors.update_delivery_date and why); an aborted call says nothing.
    if (!saved) setAlert(cartStore().getState().error)
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setAttempted(true)
    const found = formProblems(methods, form, context)
    if (Object.keys(found).length) {
      setAlert(t('checkout.delivery.fix_errors'))
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-delivery-form] [aria-invalid="true"]')?.focus(),
      )
      return
    }
    setBusy(true)
    setAlert(null)
    // A date the cart does not hold yet (the preselected earliest one) is saved before the summary.
    const store = cartStore().getState()
    for (const delivery of deliveries) {
      const date = form[delivery.deliveryId]?.requestedDeliveryDate
      if (
        date &&
        date !== delivery.requestedDeliveryDate &&
        !(await store.setDeliveryDate(delivery.deliveryId, date))
      ) {
        setBusy(false)
        setAlert(cartStore().getState().error)
        return
      }
    }
    saveForm(browserSessionStorage(), cart.cartId, form)
    router.push(SUMMARY_PATH)
  }

  return (
    <form noValidate onSubmit={onSubmit} data-delivery-form="" className="flex flex-col gap-8">
      <div aria-live="assertive">{alert ? <FormAlert message={alert} /> : null}</div>
      {deliveries.map((delivery) => {
        const method = delivery.deliveryId
        const entry = form[method] ?? emptyEntry()
        const needs = deliveryNeeds(method)
        const own: EntryProblems = problems[method] ?? {}
        const address = addresses.find((a) => a.addressId === entry.addressId) ?? null
        const rules = textRules(method)
        const id = (field: string) => `delivery-${method}-${field}`
        return (
          <section
            key={method}
            aria-labelledby={id('heading')}
            data-delivery={method}
            className="flex flex-col gap-5 rounded-brand border border-text/15 p-5"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={id('heading')} className="text-xl font-semibold">
                {delivery.name}
              </h2>
              <span className="text-sm text-muted">
                {t('checkout.delivery.items', { count: delivery.items.length })}
              </span>
            </header>

            {needs.address ? (
              <div className="flex flex-col gap-2" data-testid="delivery-address">
                <h3 id={id('address-heading')} className="font-semibold">
                  {t('checkout.address.heading')}
                </h3>
                <div className="rounded-brand bg-surface p-4">
                  {address ? <AddressLines address={address} /> : <p>{t('checkout.address.none')}</p>}
                </div>
                <Button
                  id={id('addressId')}
                  intent="secondary"
                  className="self-start"
                  aria-haspopup="dialog"
                  aria-controls="address-flyout"
                  aria-invalid={own.addressId ? true : undefined}
                  aria-describedby={own.addressId ? id('addressId-error') : undefined}
                  onClick={(event) => openFlyout(method, event.currentTarget)}
                >
                  <MapPinIcon aria-hidden="true" className="size-4" />
                  {t(address ? 'checkout.address.change' : 'checkout.address.choose')}
                </Button>
                {own.addressId ? (
                  <p id={id('addressId-error')} className="text-sm font-semibold text-alert">
                    {problemText(own.addressId)}
                  </p>
                ) : null}
              </div>
            ) : null}

            {needs.store ? (
              stores.length ? (
                <SelectField
                  id={id('warehouseId')}
                  label={t('checkout.store.label')}
                  value={entry.warehouseId ?? ''}
                  onValue={(value) => change(method, { warehouseId: value || null })}
                  options={[
                    { value: '', label: t('checkout.store.choose') },
                    ...stores.map((s) => ({
                      value: s.id,
                      label: [s.name, s.address1, s.city].filter(Boolean).join(', '),
                    })),
                  ]}
                  error={problemText(own.warehouseId)}
                />
              ) : (
                <p role="alert">{t('errors.technical_issues')}</p>
              )
            ) : null}

            {needs.zipCode ? (
              <TextField
                id={id('zipCode')}
                label={t('checkout.zip.label')}
                value={entry.zipCode}
                onValue={(zipCode) => change(method, { zipCode })}
                error={problemText(own.zipCode)}
                describedBy={id('zipCode-hint')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                className="max-w-xs"
                aria-required="true"
              />
            ) : null}
            {needs.zipCode ? (
              <p id={id('zipCode-hint')} className="-mt-3 text-sm text-muted">
                {t('checkout.zip.hint')}
              </p>
            ) : null}

            <DatePicker
              name={id('requestedDeliveryDate')}
              offered={offered}
              loading={!offered && !datesFailed}
              failed={datesFailed}
              value={entry.requestedDeliveryDate}
              error={problemText(own.requestedDeliveryDate)}
              saving={savingDate === method}
              onChange={(date) => void chooseDate(method, date)}
            />

            <TextAreaField
              id={id('message')}
              label={t('checkout.notes.message')}
              hint={t('checkout.notes.message_hint', { max: rules.message.maxlength ?? 0 })}
              value={entry.message}
              onValue={(message) => change(method, { message })}
              error={problemText(own.message)}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                id={id('reference')}
                label={t('checkout.notes.reference')}
                value={entry.reference}
                onValue={(reference) => change(method, { reference })}
                error={problemText(own.reference)}
              />
              <TextField
                id={id('contactName')}
                label={t('checkout.notes.contact_name')}
                value={entry.contactName}
                onValue={(contactName) => change(method, { contactName })}
                error={problemText(own.contactName)}
                autoComplete="name"
                aria-required={rules.contactName.required ? 'true' : undefined}
              />
              <TextField
                id={id('contactPhone')}
                label={t('checkout.notes.contact_phone')}
                type="tel"
                value={entry.contactPhone}
                onValue={(contactPhone) => change(method, { contactPhone })}
                error={problemText(own.contactPhone)}
                autoComplete="tel"
                aria-required={rules.contactPhone.required ? 'true' : undefined}
              />
            </div>
          </section>
        )
      })}

      <div className={cx('flex flex-wrap items-center justify-end gap-4')}>
        <Button type="submit" size="lg" disabled={busy || !ready} data-testid="continue-to-summary">
          {t('checkout.delivery.continue')}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Button>
      </div>

      <AddressFlyout
        id="address-flyout"
        open={flyoutFor !== null}
        addresses={addresses}
        selectedId={flyoutFor ? (form[flyoutFor]?.addressId ?? null) : null}
        manageHref={manageAddressesHref}
        loadError={addressLoadFailed}
        onSelect={(addressId) => flyoutFor && chooseAddress(flyoutFor, addressId)}
        onClose={() => setFlyoutFor(null)}
        returnFocusTo={returnFocus}
      />
    </form>
  )
}
