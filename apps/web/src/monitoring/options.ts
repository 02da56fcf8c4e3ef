import type { ErrorEvent, EventHint } from '@sentry/nextjs'

/**
 * What every runtime's error reporting shares (server, edge, browser), with no SDK import of its own:
 * the spec's 25 breadcrumbs (section 9) and the one filter, 'request aborted' (section 8: a call the
 * page or the shopper cancelled is no fault).
 */

export const MAX_BREADCRUMBS = 25

/** How one runtime reports: `dsn` unset means off (the SDK is then never started, nor loaded in a browser). */
export type ReportingConfig = {
  dsn: string
  environment: string
  release?: string
  /** Browser only: the share of consented sessions recorded whole, and of those that hit an error. */
  replaySessionRate?: number
  replayErrorRate?: number
}

const REQUEST_ABORTED = /^request aborted/i

/** True when the event is a cancelled call: its message or any exception's value starts 'request aborted'. */
export function isAbortedRequest(event: Pick<ErrorEvent, 'message' | 'exception'>, hint?: EventHint): boolean {
  const original = hint?.originalException
  if (original instanceof Error && REQUEST_ABORTED.test(original.message)) return true
  if (typeof original === 'string' && REQUEST_ABORTED.test(original)) return true
  if (event.message && REQUEST_ABORTED.test(event.message)) return true
  return (event.exception?.values ?? []).some((value) => REQUEST_ABORTED.test(value.value ?? ''))
}

/** The options every runtime passes to `Sentry.init`. */
export function sharedOptions(config: ReportingConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    // Personal data stays out of reports: no addresses, cookies or request bodies unless a report adds them.
    sendDefaultPii: false,
    beforeSend: (event: ErrorEvent, hint: EventHint) => (isAbortedRequest(event, hint) ? null : event),
  }
}
