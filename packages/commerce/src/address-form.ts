/**
 * The address form's rule (spec section 3 "Address", section 5 "Postcodes"): the address service
 * enforces it and the MyAddresses form runs it on every keystroke. zod/mini, imported by name so the
 * browser gets only what the rule uses; the form loads this module when it opens (see AddressEditor),
 * so no page pays for it on first load.
 */

import { nameChecks } from '@shop/schemas/text'
import {
  maxLength,
  minLength,
  nullish,
  type output,
  pipe,
  superRefine,
  transform,
  trim,
  enum as zEnum,
  object as zObject,
  string as zString,
} from 'zod/mini'
import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, normalisePostalCode, type PostalCodeProblem } from './address'

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
  const tooLong = (max: number) => maxLength(max, { error: text('addresses.errors.too_long', { max }) })
  const required = (key: AddressMessageKey, max: number) =>
    zString({ error: text(key) }).check(trim(), minLength(1, { error: text(key) }), tooLong(max))
  // The label and the recipient are names: cleaned of invisible characters first (@shop/schemas/text).
  const name = (key: AddressMessageKey, max: number) =>
    zString({ error: text(key) }).check(...nameChecks(), minLength(1, { error: text(key) }), tooLong(max))
  const optional = (max: number) =>
    pipe(
      nullish(zString({ error: text('addresses.errors.too_long', { max }) }).check(trim(), tooLong(max))),
      transform((value: string | null | undefined) => (value ? value : null)),
    )
  const form = zObject({
    label: name('addresses.errors.label_required', ADDRESS_LIMITS.label),
    recipientName: name('addresses.errors.recipient_required', ADDRESS_LIMITS.recipientName),
    address1: required('addresses.errors.street_required', ADDRESS_LIMITS.address1),
    address2: optional(ADDRESS_LIMITS.address2),
    address3: optional(ADDRESS_LIMITS.address3),
    postalCode: zString({ error: text('addresses.errors.postal_code_required') }).check(
      maxLength(20, { error: text('addresses.errors.postal_code_required') }),
    ),
    postalAddress: required('addresses.errors.postal_address_required', ADDRESS_LIMITS.postalAddress),
    countryCode: zEnum(ADDRESS_COUNTRIES, { error: text('addresses.errors.country') }),
  }).check(
    superRefine(
      (value, ctx) => {
        const postal = normalisePostalCode(value.countryCode, value.postalCode)
        if (!postal.ok)
          ctx.addIssue({ code: 'custom', message: text(problemKey(postal.problem)), path: ['postalCode'] })
      },
      // Also while other fields are wrong, so the form shows every problem at once.
      { when: (payload) => postcodeCheckable(payload.value) },
    ),
  )
  return pipe(
    form,
    transform((value: output<typeof form>) => {
      const postal = normalisePostalCode(value.countryCode, value.postalCode)
      return { ...value, postalCode: postal.ok ? postal.value : value.postalCode }
    }),
  )
}

/** The postcode can be judged once the country is known and the postcode is text. */
function postcodeCheckable(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const { countryCode, postalCode } = value as { countryCode?: unknown; postalCode?: unknown }
  return typeof postalCode === 'string' && (ADDRESS_COUNTRIES as readonly unknown[]).includes(countryCode)
}

export type AddressForm = output<ReturnType<typeof addressFormSchema>>
