/**
 * Postcodes (spec section 5 "Postcodes"): Swedish and Åland, checked and written the usual way. Pure
 * and without zod, so the browser's forms (the delivery form, the address book) carry no schema
 * library for it; address.ts builds the zod fields on it.
 */

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
