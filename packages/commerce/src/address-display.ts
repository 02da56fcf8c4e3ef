/**
 * How an address is shown (spec section 3 "Address"): placeholder texts for missing parts, the
 * postcode line, and which addresses may be changed. Without zod, so the browser's address pickers
 * (the delivery step's flyout) carry no schema library; address.ts re-exports it with the form rules.
 */

/** The fields of an address that the display rules read (spec section 3 "Address"). */
export interface AddressFields {
  label?: string | null
  name?: string | null
  recipientName?: string | null
  address1?: string | null
  address2?: string | null
  address3?: string | null
  postalCode?: string | null
  postalAddress?: string | null
  countryCode?: string | null
  readOnly?: boolean | null
}

/** A value to show, or the key of the placeholder text shown in its place. */
export type Shown = { missing: false; text: string } | { missing: true; key: AddressDisplayKey }
export type AddressDisplayKey = 'addresses.recipient_missing' | 'addresses.street_two_missing'

const shown = (value: string | null | undefined, key: AddressDisplayKey): Shown => {
  const text = value?.trim()
  return text ? { missing: false, text } : { missing: true, key }
}

/**
 * Spec section 3: an empty recipient name is shown as 'Mottagarnamn saknas' and an empty second
 * address line as 'Adress saknas' (keys addresses.recipient_missing and addresses.street_two_missing).
 * The postcode line is 'postcode town'.
 */
export function addressDisplay(address: AddressFields): {
  recipientName: Shown
  address2: Shown
  postalLine: string
} {
  return {
    recipientName: shown(address.recipientName, 'addresses.recipient_missing'),
    address2: shown(address.address2, 'addresses.street_two_missing'),
    postalLine: [address.postalCode?.trim(), address.postalAddress?.trim()].filter(Boolean).join(' '),
  }
}

/** A read-only address (e.g. the invoice address from the business system) is never edited or deleted. */
export const canChangeAddress = (address: Pick<AddressFields, 'readOnly'>): boolean => address.readOnly !== true
