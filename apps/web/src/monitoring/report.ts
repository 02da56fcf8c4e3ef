import 'server-only'
import { captureException } from '@sentry/nextjs'
import { log } from './log'

/**
 * Reports a fault of ours from server code (a route's 500, a content error, a failed clean-up) with its
 * tags, e.g. `service=cms` (spec section 8) or the route and `requestId`: one JSON line in the log
 * (always) and an error report (when reporting is on; without SENTRY_DSN the SDK was never started and
 * captureException does nothing).
 */
export function reportError(error: unknown, tags?: Record<string, string>): void {
  log.error({ err: error, ...tags }, error instanceof Error ? error.message : String(error))
  captureException(error, tags ? { tags } : undefined)
}
