import { type MessageKey, type Messages, messages } from './messages'

/** The `{name}` placeholders of a message text, as a union of names (never when there are none). */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

export type ParamValue = string | number
export type MessageParams<K extends MessageKey> = Record<Placeholders<Messages[K]>, ParamValue>

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never

/**
 * For one literal key, params are checked: `t('cart.title')` takes none and
 * `t('errors.cart_add_products', { ids })` requires exactly its placeholders. For a key held in a
 * variable of several keys (`MessageKey`, `` `customPages.${page}` ``) params are optional.
 */
export type TArgs<K extends MessageKey> =
  true extends IsUnion<K>
    ? [params?: Readonly<Record<string, ParamValue>>]
    : [Placeholders<Messages[K]>] extends [never]
      ? [params?: Record<string, never>]
      : [params: MessageParams<K>]

const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g

/** Replaces `{name}` with `params.name`; an unknown placeholder stays visible so the gap is noticed. */
export function interpolate(text: string, params?: Readonly<Record<string, ParamValue>>): string {
  if (!params) return text
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined
    return value === undefined ? whole : String(value)
  })
}

/** The Swedish text of a catalogue key, with its placeholders filled in. */
export function t<K extends MessageKey>(key: K, ...args: TArgs<K>): string {
  return interpolate(messages[key], args[0] as Record<string, ParamValue> | undefined)
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key)
}

/**
 * For keys that arrive at run time (an API's error key): the text when the key exists, otherwise
 * `fallback` (by default the generic 'errors.unknown_error_occurred'), so users never see a raw key.
 */
export function translate(
  key: string,
  params?: Readonly<Record<string, ParamValue>>,
  fallback: MessageKey = 'errors.unknown_error_occurred',
): string {
  return interpolate(isMessageKey(key) ? messages[key] : messages[fallback], params)
}
