import { formatNumber } from './number'

/**
 * How a catalogue's texts are filled in, for any part of the catalogue. The whole catalogue's `t`
 * (./t.ts) is `translator(messages)`; a browser island builds its own from the sections it shows
 * (`translator({ ...commonMessages, ...cartMessages })`), so the bundle carries those texts only and a
 * key from another section does not compile.
 *
 * Placeholders: `{name}` is replaced by the param as it is. `{name, plural, one {…} other {…}}` takes
 * the form Swedish grammar asks for by the number `name` (Intl.PluralRules('sv'): 'one' for exactly 1,
 * 'other' otherwise) and writes the number where the form has `#`. Forms hold no braces of their own;
 * the catalogue test checks every plural has exactly the forms Swedish has.
 */

export type Catalogue = Readonly<Record<string, string>>
export type ParamValue = string | number

/** The placeholder names of a message text, plural arguments included (never when there are none). */
export type Placeholders<S extends string> = S extends `${string}{${infer Inside}}${infer Rest}`
  ? Inside extends `${infer Name}, plural, ${string}`
    ? // The forms end at the first '}}'; what follows may hold more placeholders.
      Name | Placeholders<Rest extends `${string}}}${infer After}` ? After : ''>
    : Inside | Placeholders<Rest>
  : never

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never

/**
 * For one literal key, params are checked: `t('cart.title')` takes none and
 * `t('errors.cart_add_products', { ids })` requires exactly its placeholders. For a key held in a
 * variable of several keys (`` `customPages.${page}` ``) params are optional.
 */
export type ArgsFor<C extends Catalogue, K extends keyof C> =
  true extends IsUnion<K>
    ? [params?: Readonly<Record<string, ParamValue>>]
    : [Placeholders<C[K] & string>] extends [never]
      ? [params?: Record<string, never>]
      : [params: Record<Placeholders<C[K] & string>, ParamValue>]

export type Translate<C extends Catalogue> = <K extends keyof C & string>(key: K, ...args: ArgsFor<C, K>) => string

/** A `{name}` placeholder, or a plural argument with its forms (`one {…} other {…}`). */
const ARGUMENT = /\{([a-zA-Z0-9_]+)(?:, plural, ((?:[a-z]+ \{[^{}]*\} ?)+))?\}/g
const FORM = /([a-z]+) \{([^{}]*)\}/g

const pluralRules = new Intl.PluralRules('sv')

/**
 * The plural category of a count. A number as it is; a text when it is a whole number ('1'),
 * otherwise 'other': a range ('5–10') or a number already written with separators ('1 234') is
 * plural in Swedish.
 */
export function pluralCategory(value: ParamValue): Intl.LDMLPluralRule {
  if (typeof value === 'number') return pluralRules.select(value)
  return /^\d+$/.test(value) ? pluralRules.select(Number(value)) : 'other'
}

/** The forms of a plural argument (`one {…} other {…}`) by category, in the order written. */
export function pluralForms(forms: string): Map<string, string> {
  return new Map(Array.from(forms.matchAll(FORM), ([, category, text]) => [category as string, text as string]))
}

/**
 * Fills the placeholders with `params`. A plural argument takes its count's form (else `other`), `#`
 * written as the count (numbers the Swedish way, '1 234'). A placeholder without a param stays
 * visible, so the gap is noticed.
 */
export function interpolate(text: string, params?: Readonly<Record<string, ParamValue>>): string {
  if (!params) return text
  return text.replace(ARGUMENT, (whole, name: string, forms: string | undefined) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined
    if (value === undefined) return whole
    if (forms === undefined) return String(value)
    const byCategory = pluralForms(forms)
    const form = byCategory.get(pluralCategory(value)) ?? byCategory.get('other') ?? whole
    return form.replaceAll('#', typeof value === 'number' ? formatNumber(value) : value)
  })
}

/** `t` over one catalogue: the text of a key with its placeholders filled in; an unknown key shows itself. */
export function translator<C extends Catalogue>(catalogue: C): Translate<C> {
  return (key, ...args) => {
    const text = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined
    return text === undefined ? key : interpolate(text, args[0] as Readonly<Record<string, ParamValue>> | undefined)
  }
}
