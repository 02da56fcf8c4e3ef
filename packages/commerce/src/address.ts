/**
 * Customer addresses (spec section 3 "Address", section 5 "Postcodes"): the address form, Swedish and
 * Åland postcodes, and how an address is shown. Pure rules, shared by the address service (which
 * enforces them) and the MyAddresses form (which checks them early, for speed).
 *
 * Texts are the caller's: the schema takes a function from message key to text (the web app passes
 * `t` from @shop/i18n), and the display rules answer a key where a placeholder text is shown.
 */
import { z } from '@shop/schemas'
import { ADDRESS_COUNTRIES, normalisePostalCode, type PostalCodeProblem } from './postal-code'

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

/** A Swedish postcode field for zod: refused with `message`, accepted as written 'NNN NN'. */
export function swedishPostalCodeSchema(message: string) {
  return z
    .string({ error: message })
    .max(20, { error: message })
    .transform((raw, ctx) => {
      const postal = normalisePostalCode('SE', raw)
      if (postal.ok) return postal.value
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}

// The form ------------------------------------------------------------------------------------------

/** Longest accepted value per text field (the address book feeds delivery notes and labels). */
export const ADDRESS_LIMITS = {
  label: 60,
  recipientName: 80,
  address1: 80,
  address2: 80,
  address3: 80,
  postalAddress: 60,
} as const

/** The message keys the form's problems are told with; the web catalogue has a Swedish text for each. */
export type AddressMessageKey =
  | 'addresses.errors.label_required'
  | 'addresses.errors.recipient_required'
  | 'addresses.errors.street_required'
  | 'addresses.errors.postal_address_required'
  | 'addresses.errors.country'
  | 'addresses.errors.too_long'
  | `addresses.errors.${PostalCodeProblem}`

/** A key's text; `max` fills the too-long message. */
export type AddressText = (key: AddressMessageKey, params?: { max: number }) => string

const problemKey = (problem: PostalCodeProblem): AddressMessageKey => `addresses.errors.${problem}`

/**
 * The address form (add and edit): label, recipient name, first address line, postcode and town
 * are required; lines two and three are optional. Text is trimmed; empty optional lines become null.
 * The postcode is checked against the chosen country and comes out normalised. Unknown fields are
 * dropped, so a client cannot set readOnly, preselected, the customer or the address id.
 */
export function addressFormSchema(text: AddressText) {
  const required = (key: AddressMessageKey, max: number) =>
    z
      .string({ error: text(key) })
      .trim()
      .min(1, { error: text(key) })
      .max(max, { error: text('addresses.errors.too_long', { max }) })
  const optional = (max: number) =>
    z
      .string({ error: text('addresses.errors.too_long', { max }) })
      .trim()
      .max(max, { error: text('addresses.errors.too_long', { max }) })
      .nullish()
      .transform((value) => (value ? value : null))
  return z
    .object({
      label: required('addresses.errors.label_required', ADDRESS_LIMITS.label),
      recipientName: required('addresses.errors.recipient_required', ADDRESS_LIMITS.recipientName),
      address1: required('addresses.errors.street_required', ADDRESS_LIMITS.address1),
      address2: optional(ADDRESS_LIMITS.address2),
      address3: optional(ADDRESS_LIMITS.address3),
      postalCode: z.string({ error: text('addresses.errors.postal_code_required') }).max(20, {
        error: text('addresses.errors.postal_code_required'),
      }),
      postalAddress: required('addresses.errors.postal_address_required', ADDRESS_LIMITS.postalAddress),
      countryCode: z.enum(ADDRESS_COUNTRIES, { error: text('addresses.errors.country') }),
    })
    .superRefine(
      (value, ctx) => {
        const postal = normalisePostalCode(value.countryCode, value.postalCode)
        if (!postal.ok)
          ctx.addIssue({ code: 'custom', message: text(problemKey(postal.problem)), path: ['postalCode'] })
      },
      // Also while other fields are wrong, so the form shows every problem at once.
      { when: (payload) => postcodeCheckable(payload.value) },
    )
    .transform((value) => {
      const postal = normalisePostalCode(value.countryCode, value.postalCode)
      return { ...value, postalCode: postal.ok ? postal.value : value.postalCode }
    })
}

/** The postcode can be judged once the country is known and the postcode is text. */
function postcodeCheckable(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const { countryCode, postalCode } = value as { countryCode?: unknown; postalCode?: unknown }
  return typeof postalCode === 'string' && (ADDRESS_COUNTRIES as readonly unknown[]).includes(countryCode)
}

export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>

// Showing an address: address-display.ts (without zod, for the browser) ----------------------------

export {
  type AddressDisplayKey,
  type AddressFields,
  addressDisplay,
  canChangeAddress,
  type Shown,
} from './address-display'
