import { captureRequestError, flush, init } from '@sentry/nextjs'
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
  // The Node server only (Next does not call register while it builds): cached pages sent as bytes, one
  // server per SQLite file, the hourly clean-up, and the graceful shutdown.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First: every request's client address is decided at its connection (request/client-address.ts).
    const { decideClientAddresses } = await import('./request/client-address')
    decideClientAddresses()
    const { log } = await import('./monitoring/log')
    // A cached page's HTML goes out as bytes encoded once (page-cache/page-bytes.ts), in a quarter of
    // the page cache's memory.
    if (env.PAGE_CACHE_MEMORY_MB > 0) {
      const { EncodedPages, sendPagesAsBytes } = await import('./page-cache/page-bytes')
      sendPagesAsBytes(new EncodedPages((env.PAGE_CACHE_MEMORY_MB * 1024 * 1024) / 4))
    }
    const { databaseKind } = await import('./db/adapter')
    const { claimServerDatabase } = await import('./db/single-instance')
    const releaseClaim = claimServerDatabase()
    const { scheduleCleanUp } = await import('./maintenance/schedule')
    scheduleCleanUp()
    // Only where Next leaves the signals to us (the start scripts set NEXT_MANUAL_SIG_HANDLE); otherwise
    // Next's own handler drains and exits, and two handlers would race.
    const graceful = Boolean(process.env.NEXT_MANUAL_SIG_HANDLE)
    if (graceful) {
      const [{ installGracefulShutdown }, { closePayload }, { closeRedis }] = await Promise.all([
        import('./lifecycle/shutdown'),
        import('./payload/payload'),
        import('./shared-state/redis'),
      ])
      installGracefulShutdown({
        steps: [
          { name: 'pools', run: () => Promise.all([closePayload(), closeRedis()]) },
          { name: 'error reports', run: () => flush(2_000) },
          { name: 'sqlite claim', run: releaseClaim },
        ],
      })
    }
    log.info({ database: databaseKind(), redis: Boolean(env.REDIS_URL), graceful }, 'server started')
  }
}

/** Errors Next catches while rendering a page or running a route handler outside `route()`. */
export const onRequestError = captureRequestError
