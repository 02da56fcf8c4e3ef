import { addressDisplay, canChangeAddress, type Shown } from '@shop/commerce/address'
import { t } from '@shop/i18n'
import { Badge } from '@shop/ui'
import type { AddressView } from '@/addresses/service'
import { AddressEditor, DeleteAddress } from './islands'

/** A value, or the spec's placeholder text for it ('Mottagarnamn saknas', 'Adress saknas'), muted. */
function Line({ shown }: { shown: Shown }) {
  return shown.missing ? <span className="text-muted italic">{t(shown.key)}</span> : shown.text
}

/**
 * One address as a card (server component): label, badges, recipient, the address lines and the
 * country. Edit and delete are offered only for addresses that are not read-only.
 */
export function AddressCard({ address }: { address: AddressView }) {
  const shown = addressDisplay(address)
  const changeable = canChangeAddress(address)
  return (
    <li
      className="flex flex-col gap-3 rounded-brand border border-text/15 bg-background p-5"
      data-testid="address-card"
      data-address-id={address.addressId}
      data-read-only={address.readOnly ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold">{address.label || address.addressId}</h2>
        <div className="flex flex-wrap gap-1.5">
          {address.preselected ? <Badge intent="primary">{t('addresses.preselected')}</Badge> : null}
          {address.readOnly ? <Badge intent="neutral">{t('addresses.read_only')}</Badge> : null}
          {address.validForDelivery ? null : <Badge intent="neutral">{t('addresses.not_for_delivery')}</Badge>}
        </div>
      </div>
      <address className="text-sm leading-relaxed not-italic">
        {address.name ? <span className="block">{address.name}</span> : null}
        <span className="block" data-field="recipientName">
          <Line shown={shown.recipientName} />
        </span>
        <span className="block" data-field="address1">
          {address.address1}
        </span>
        <span className="block" data-field="address2">
          <Line shown={shown.address2} />
        </span>
        {address.address3 ? (
          <span className="block" data-field="address3">
            {address.address3}
          </span>
        ) : null}
        <span className="block" data-field="postalLine">
          {shown.postalLine}
        </span>
        <span className="block" data-field="country">
          {t(`addresses.country.${address.countryCode}`)}
        </span>
      </address>
      {changeable ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <AddressEditor address={address} />
          <DeleteAddress addressId={address.addressId} label={address.label || address.addressId} />
        </div>
      ) : (
        <p className="mt-auto text-sm text-muted">{t('addresses.read_only_hint')}</p>
      )}
    </li>
  )
}
