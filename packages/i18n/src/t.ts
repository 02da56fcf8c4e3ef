import { type MessageKey, type Messages, messages } from './messages'
import { type ArgsFor, interpolate, type ParamValue, translator } from './translator'

export {
  type ArgsFor,
  type Catalogue,
  interpolate,
  type ParamValue,
  type Placeholders,
  pluralCategory,
  pluralForms,
  type Translate,
  translator,
} from './translator'

/** The params of one key of the whole catalogue. */
export type TArgs<K extends MessageKey> = ArgsFor<Messages, K>

/**
 * The Swedish text of a key of the whole catalogue, with its placeholders filled in (server code;
 * browser islands use a `translator` of their own sections, see ./messages.ts).
 */
export const t = translator(messages)

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
