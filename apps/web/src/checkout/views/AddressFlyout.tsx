'use client'

import { addressDisplay, type Shown } from '@shop/commerce/address-display'
import { Badge, Button, CloseIcon, cx, focusRing, IconButton } from '@shop/ui'
import { useEffect, useRef } from 'react'
import type { AddressView } from '@/addresses/service'
import { Link } from '@/shell/Link'
import { t } from './texts'

function Line({ shown }: { shown: Shown }) {
  return shown.missing ? <span className="text-muted italic">{t(shown.key)}</span> : shown.text
}

/** An address as the delivery step shows it; the spec's placeholders stand in for an empty recipient or second line. */
export function AddressLines({ address }: { address: AddressView }) {
  const shown = addressDisplay(address)
  return (
    <address className="text-sm leading-relaxed not-italic">
      {address.name ? <span className="block">{address.name}</span> : null}
      <span className="block">
        <Line shown={shown.recipientName} />
      </span>
      <span className="block">{address.address1}</span>
      <span className="block">
        <Line shown={shown.address2} />
      </span>
      {address.address3 ? <span className="block">{address.address3}</span> : null}
      <span className="block">{shown.postalLine}</span>
    </address>
  )
}

/**
 * The address flyout: a side dialog listing the customer's addresses (preselected first, read-only
 * ones choosable too, those not valid for delivery shown but not choosable). A native modal <dialog>
 * keeps focus inside and closes on Escape; focus goes back to the button that opened it.
 */
export function AddressFlyout({
  id,
  open,
  addresses,
  selectedId,
  manageHref,
  loadError,
  onSelect,
  onClose,
  returnFocusTo,
}: {
  id: string
  open: boolean
  addresses: AddressView[]
  selectedId: string | null
  manageHref: string | null
  loadError: boolean
  onSelect: (addressId: string) => void
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      dialog.close()
      returnFocusTo()?.focus()
    }
  }, [open, returnFocusTo])

  const titleId = `${id}-title`
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md border-l border-text/10 bg-background p-0 text-text shadow-2xl backdrop:bg-black/40"
      data-testid="address-flyout"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-text/10 px-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('checkout.address.flyout_title')}
          </h2>
          <IconButton label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {loadError ? (
            <p role="alert" className="mb-4 text-sm font-semibold text-alert">
              {t('checkout.address.load_failed')}
            </p>
          ) : null}
          {addresses.length ? (
            <ul aria-label={t('checkout.address.list_label')} className="flex flex-col gap-3">
              {addresses.map((address) => {
                const selected = address.addressId === selectedId
                const label = address.label || address.addressId
                return (
                  <li
                    key={address.addressId}
                    data-address-id={address.addressId}
                    className={cx(
                      'flex flex-col gap-2 rounded-brand border p-4',
                      selected ? 'border-2 border-primary' : 'border-text/15',
                    )}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="font-semibold">{label}</h3>
                      <div className="flex flex-wrap gap-1.5">
                        {selected ? <Badge intent="primary">{t('checkout.address.selected')}</Badge> : null}
                        {address.preselected ? (
                          <Badge intent="neutral">{t('checkout.address.preselected')}</Badge>
                        ) : null}
                        {address.readOnly ? <Badge intent="neutral">{t('checkout.address.read_only')}</Badge> : null}
                      </div>
                    </div>
                    <AddressLines address={address} />
                    {address.validForDelivery ? (
                      <Button
                        intent={selected ? 'secondary' : 'primary'}
                        size="sm"
                        className="self-start"
                        aria-pressed={selected}
                        onClick={() => onSelect(address.addressId)}
                      >
                        {t('checkout.address.use', { label })}
                      </Button>
                    ) : (
                      <p className="text-sm text-muted">{t('checkout.address.not_for_delivery')}</p>
                    )}
                  </li>
                )
              })}
            </ul>
          ) : (
            <p>{t('checkout.address.empty')}</p>
          )}
        </div>
        {manageHref ? (
          <div className="shrink-0 border-t border-text/10 bg-surface p-4">
            <Link href={manageHref} className={cx('text-primary underline', focusRing)}>
              {t('checkout.address.manage')}
            </Link>
          </div>
        ) : null}
      </div>
    </dialog>
  )
}
