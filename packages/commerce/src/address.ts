/**
 * Customer addresses (spec section 3 "Address", section 5 "Postcodes"): the address form, Swedish and
 * Åland postcodes, and how an address is shown. Pure rules, shared by the address service (which
 * enforces them) and the MyAddresses form (which checks them early, for speed).
 *
 * Texts are the caller's: the schema takes a function from message key to text (the web app passes
 * `t` from @shop/i18n), and the display rules answer a key where a placeholder text is shown.
 */
import { z } from '@shop/schemas'

export const ADDRESS_COUNTRIES = ['SE', 'AX'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/**
 * Åland's postcodes. Åland (ISO 3166 AX) uses Finnish-style five-digit codes of the 22xxx series,
 * allotted by Åland Post (authoritative list: its postcode search,
 * https://www.alandpost.ax/privat/skicka-brev/postnummer-pa-aland/postnummersokning, which we could not
 * read from here). The list below is the complete AX file of the GeoNames postal-code dataset
 * (CC BY 4.0, https://download.geonames.org/export/zip/AX.zip), as republished in
 * github.com/zauberware/postal-codes-json-xml-csv (data/AX/zipcodes.ax.csv); it contains every example
 * of Google's address metadata for AX (22150, 22550, 22240, 22710, 22270, 22730, 22430).
 *
 * The spec speaks of a fixed set of 36 codes; that dataset has 37, the four post-box codes (22101,
 * 22111, 22151, 22411) included. We could not tell which one the spec's list leaves out, and refusing
 * a real postcode would stop a real delivery, so all 37 are accepted. Sorted by code, with the place.
 */
export const ALAND_POSTAL_CODES = [
  '22100', // Mariehamn
  '22101', // Mariehamn (postbox)
  '22110', // Mariehamn
  '22111', // Mariehamn (postbox)
  '22120', // Mariehamn (Jomala)
  '22130', // Gottby (Jomala)
  '22140', // Mariehamn (Jomala)
  '22150', // Jomala
  '22151', // Jomala (postbox)
  '22160', // Mariehamn (Lemland)
  '22220', // Emkarby (Finström)
  '22240', // Hammarland
  '22270', // Eckerö
  '22310', // Pålsböle (Finström)
  '22320', // Ödkarby (Saltvik)
  '22330', // Tjudö (Finström)
  '22340', // Geta
  '22410', // Godby (Finström)
  '22411', // Godby (postbox)
  '22430', // Saltvik
  '22520', // Kastelholm (Sund)
  '22530', // Sund
  '22550', // Vårdö
  '22610', // Lemland
  '22630', // Lumparland
  '22710', // Föglö
  '22720', // Sottunga
  '22730', // Kökar
  '22810', // Seglinge (Kumlinge)
  '22820', // Kumlinge
  '22830', // Enklinge (Kumlinge)
  '22840', // Lappo (Brändö)
  '22910', // Torsholma (Brändö)
  '22920', // Brändö
  '22930', // Fiskö (Brändö)
  '22940', // Åva (Brändö)
  '22950', // Jurmo (Brändö)
] as const

const ALAND = new Set<string>(ALAND_POSTAL_CODES)

export type PostalCodeProblem = 'postal_code_required' | 'postal_code_se' | 'postal_code_ax'

export type NormalisedPostalCode = { ok: true; value: string } | { ok: false; problem: PostalCodeProblem }

/**
 * A postcode as typed, checked and written the usual way for its country:
 *  - SE: five digits, typed as 'NNNNN' or 'NNN NN' (stray spaces and an 'SE-' prefix are forgiven),
 *    written 'NNN NN' as PostNord prints it. Swedish postcodes never start with 0.
 *  - AX: one of the Åland codes above, typed with or without a space or an 'AX-' prefix, written
 *    'NNNNN' as Åland Post prints it.
 */
export function normalisePostalCode(country: AddressCountry, raw: string): NormalisedPostalCode {
  const compact = raw.replace(/\s+/g, '').toUpperCase()
  if (!compact) return { ok: false, problem: 'postal_code_required' }
  const digits = compact.replace(new RegExp(`^${country}-?`), '')
  if (country === 'AX') {
    return ALAND.has(digits) ? { ok: true, value: digits } : { ok: false, problem: 'postal_code_ax' }
  }
  return /^[1-9]\d{4}$/.test(digits)
    ? { ok: true, value: `${digits.slice(0, 3)} ${digits.slice(3)}` }
    : { ok: false, problem: 'postal_code_se' }
}

export const isAlandPostalCode = (raw: string) => normalisePostalCode('AX', raw).ok

/**
 * The one Swedish postcode rule of every form and route that takes one (the address book, the
 * checkout's zip code, the delivery form, GET /locations?zipCode): see normalisePostalCode.
 */
export const isSwedishPostalCode = (raw: string) => normalisePostalCode('SE', raw).ok

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

// Showing an address --------------------------------------------------------------------------------

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
