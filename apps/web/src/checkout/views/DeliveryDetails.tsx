'use client'

import { deliveryNeeds } from '@shop/commerce/delivery-methods'
import { formatDate } from '@shop/i18n/format'
import type { DeliveryMethod } from '@shop/schemas'
import type React from 'react'
import type { AddressView } from '@/addresses/service'
import { AddressLines } from './AddressFlyout'
import { t } from './texts'
import type { StoreChoice } from './types'
import { useStoredForm } from './use-stored-form'

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd>{children || <span className="text-muted italic">{t('checkout.summary.none')}</span>}</dd>
    </div>
  )
}

/** What the shopper chose for one delivery on the delivery step, as the summary repeats it. */
export function DeliveryDetails({
  cartId,
  deliveryId,
  addresses,
  stores,
}: {
  cartId: string
  deliveryId: DeliveryMethod
  addresses: AddressView[]
  stores: StoreChoice[]
}) {
  const form = useStoredForm(cartId)
  const entry = form?.[deliveryId]
  if (!form) return <p className="text-sm text-muted">{t('common.loading')}</p>
  if (!entry) return null
  const needs = deliveryNeeds(deliveryId)
  const address = addresses.find((a) => a.addressId === entry.addressId)
  const store = stores.find((s) => s.id === entry.warehouseId)
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="delivery-details">
      {needs.address ? (
        <Row term={t('checkout.summary.address')}>{address ? <AddressLines address={address} /> : null}</Row>
      ) : null}
      {needs.store ? (
        <Row term={t('checkout.summary.store')}>
          {store ? [store.name, store.address1, store.city].filter(Boolean).join(', ') : null}
        </Row>
      ) : null}
      {needs.zipCode ? <Row term={t('checkout.summary.zip')}>{entry.zipCode.trim()}</Row> : null}
      <Row term={t('checkout.summary.date')}>
        {entry.requestedDeliveryDate
          ? formatDate(entry.requestedDeliveryDate, 'weekday')
          : t('checkout.summary.earliest_date')}
      </Row>
      <Row term={t('checkout.summary.reference')}>{entry.reference.trim()}</Row>
      <Row term={t('checkout.summary.contact')}>
        {[entry.contactName.trim(), entry.contactPhone.trim()].filter(Boolean).join(', ')}
      </Row>
      <Row term={t('checkout.summary.message')}>
        {entry.message.trim() ? <span className="whitespace-pre-line">{entry.message.trim()}</span> : null}
      </Row>
    </dl>
  )
}
