/**
 * Customer addresses (spec section 3 "Address", section 5 "Postcodes"): Swedish and Åland postcodes,
 * the form's field limits, and how an address is shown. Pure rules, shared by the address service
 * (which enforces them) and the MyAddresses page and checkout (which show addresses in the browser).
 *
 * Without zod, so the browser's address cards and pickers carry no schema library. The form's schema
 * is in ./address-form.ts (zod/mini, loaded when the form opens); the postcode field for the server's
 * zod schemas is in ./postal-code-schema.ts.
 */

export {
  ADDRESS_COUNTRIES,
  type AddressCountry,
  ALAND_POSTAL_CODES,
  isAlandPostalCode,
  isSwedishPostalCode,
  type NormalisedPostalCode,
  normalisePostalCode,
  type PostalCodeProblem,
} from './postal-code'

/** Longest accepted value per text field (the address book feeds delivery notes and labels). */
export const ADDRESS_LIMITS = {
  label: 60,
  recipientName: 80,
  address1: 80,
  address2: 80,
  address3: 80,
  postalAddress: 60,
} as const

// Showing an address --------------------------------------------------------------------------------

export {
  type AddressDisplayKey,
  type AddressFields,
  addressDisplay,
  canChangeAddress,
  type Shown,
} from './address-display'
