import { overwrite, refine } from 'zod/mini'

/**
 * Names people give things at the API boundary: a user's first and last name, a quote's sender and
 * receiver names and labels, a shopping list's name, an address's label and recipient (issue 36).
 * They are shown to others (colleagues, a quote's receiver, a delivery label), so characters that
 * change how the text around them reads without being seen are taken out: control characters, and
 * Unicode's format and default-ignorable characters (the bidi overrides and isolates that reverse what
 * follows, zero-width spaces and joiners, the BOM, Hangul fillers). Line breaks and tabs become one
 * space; the text is NFC-composed, so 'å' typed two ways is one name.
 *
 * The checks are zod core checks, written with zod/mini: the server's zod schemas and the browser's
 * zod/mini forms (the address form) take the same ones with `.check(...nameChecks())`.
 */

const BREAKS = /[\p{Cc}\u2028\u2029]+/gu
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
/** Something a reader sees: a letter, a digit, punctuation or a symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

/** A name as it is kept: composed, without invisible characters, spaces collapsed and trimmed. */
export function cleanName(text: string): string {
  return text.normalize('NFC').replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim()
}

/** The Swedish refusal of a name that has characters but none that show. */
export const INVISIBLE_NAME_MESSAGE = 'Namnet består bara av osynliga tecken. Skriv det med bokstäver eller siffror.'

/**
 * A name's checks, before its length checks: one that had characters but nothing visible is refused
 * (an empty one is left to the field: required names say so with their own message, optional ones may
 * be cleared), then the name is cleaned. Fresh checks per schema, as zod attaches each to one.
 */
export function nameChecks(message: string = INVISIBLE_NAME_MESSAGE) {
  return [
    refine<string>((text) => text.trim() === '' || VISIBLE.test(cleanName(text)), { error: message, abort: true }),
    overwrite<string>(cleanName),
  ] as const
}
