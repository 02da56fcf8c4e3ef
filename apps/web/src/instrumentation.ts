import { captureRequestError, init } from '@sentry/nextjs'
import { env } from './env'
import { reportingConfig } from './monitoring/config'
import { sharedOptions } from './monitoring/options'

/**
 * What the server starts with. Error reporting on the server and the edge runtime (Next calls `register` once per runtime at boot;
 * `@sentry/nextjs` resolves to that runtime's SDK). Off without SENTRY_DSN. The browser's SDK is started
 * from the shell's runtime after the page (monitoring/browser.ts), so none of it is first-load JS.
 */
export async function register(): Promise<void> {
  const config = reportingConfig(env)
  if (config) init(sharedOptions(config))
  // The Node server only (Next does not call register while it builds): one server per SQLite file, and
  // the hourly clean-up.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { claimServerDatabase } = await import('./db/single-instance')
    claimServerDatabase()
    const { scheduleCleanUp } = await import('./maintenance/schedule')
    scheduleCleanUp()
  }
}

/** Errors Next catches while rendering a page or running a route handler outside `route()`. */
export const onRequestError = captureRequestError
