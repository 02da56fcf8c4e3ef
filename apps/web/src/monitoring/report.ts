import 'server-only'
import { captureException } from '@sentry/nextjs'

/**
 * Reports a fault of ours from server code (a route's 500, a content error) with its tags, e.g.
 * `service=cms` (spec section 8). A no-op when reporting is off (no SENTRY_DSN: the SDK was never started).
 */
export function reportError(error: unknown, tags?: Record<string, string>): void {
  captureException(error, tags ? { tags } : undefined)
}
