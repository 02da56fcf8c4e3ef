import type { MessageKey } from '@shop/i18n'

/** The page that tells a procurement system's buyer why punch-out did not start. */
export const PUNCHOUT_STATUS_PATH = '/punchout'

/** What that page may say (its `fel` parameter); anything else reads as a technical error. */
export const ENTRY_MESSAGES = [
  'errors.punchout.missing_callback_url',
  'errors.punchout.not_enabled',
  'errors.punchout.password_change',
  'errors.punchout.start_used',
  'auth.wrong_credentials',
  'auth.account_inactive',
  'auth.too_many_attempts',
  'errors.bad_request',
] as const satisfies readonly MessageKey[]
export type EntryMessage = (typeof ENTRY_MESSAGES)[number]

export const entryMessageOf = (value: unknown): EntryMessage | 'errors.internal_server_error' =>
  (ENTRY_MESSAGES as readonly unknown[]).includes(value) ? (value as EntryMessage) : 'errors.internal_server_error'

/** The status page saying `message`; a throttled entry also says how many seconds to wait. */
export const statusPath = (message: string, retryAfterSeconds?: unknown) =>
  `${PUNCHOUT_STATUS_PATH}?${new URLSearchParams({
    fel: message,
    ...(typeof retryAfterSeconds === 'number' ? { sekunder: String(retryAfterSeconds) } : {}),
  })}`
