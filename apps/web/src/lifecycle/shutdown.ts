import diagnostics from 'node:diagnostics_channel'
import type { Server } from 'node:http'
import { log } from '../monitoring/log'

/**
 * Graceful shutdown on SIGTERM (issue 17). `next start` drains by itself, but then exits 143 without a
 * hook for our pools; with NEXT_MANUAL_SIG_HANDLE set (our start scripts set it) Next leaves the signals
 * to us and this does the whole of it:
 * 1. stop taking requests: the HTTP server stops listening (a balancer's next connection is refused
 *    and goes to another instance; its health check fails the same way);
 * 2. finish those in flight: keep-alive connections are closed as soon as they are idle, so the server
 *    closes once every answer is out (at most `drainLimitMs`; then what is left is cut);
 * 3. run the steps in order (close the database and Redis pools, flush error reports, release the
 *    SQLite claim), each failure logged and the rest still run;
 * 4. exit 0 (1 when a step failed).
 *
 * Next gives instrumentation no handle on its server, so the server is learnt from Node's documented
 * `http.server.request.start` diagnostics channel: the server of any request. One that never got a
 * request has nothing to finish.
 */

export interface ShutdownStep {
  name: string
  run: () => Promise<unknown> | unknown
}

export interface ShutdownOptions {
  steps: ShutdownStep[]
  /** How long requests in flight may take before their connections are cut. */
  drainLimitMs?: number
  exit?: (code: number) => void
}

const DRAIN_LIMIT_MS = 25_000
const IDLE_CHECK_MS = 50

/** Starts watching for the process's HTTP servers; answers the function that shuts down (once). */
export function gracefulShutdown({ steps, drainLimitMs = DRAIN_LIMIT_MS, exit = process.exit }: ShutdownOptions) {
  const servers = new Set<Server>()
  diagnostics.subscribe('http.server.request.start', (message) => {
    servers.add((message as { server: Server }).server)
  })
  let started: Promise<void> | null = null
  return (signal: string): Promise<void> => {
    started ??= (async () => {
      log.info({ signal, servers: servers.size }, 'shutting down: no new requests, finishing those in flight')
      const drained = await Promise.all([...servers].map((server) => drain(server, drainLimitMs)))
      log.info({ cut: drained.includes(false) }, 'requests finished')
      let failed = false
      for (const step of steps) {
        try {
          await step.run()
        } catch (error) {
          failed = true
          log.error({ err: error, step: step.name }, `shutdown step ${step.name} failed`)
        }
      }
      log.info({ code: failed ? 1 : 0 }, 'stopped')
      exit(failed ? 1 : 0)
    })()
    return started
  }
}

/** Closes `server` once its answers are out; false when the limit ran out and connections were cut. */
function drain(server: Server, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS)
    const cut = setTimeout(() => {
      server.closeAllConnections()
      finish(false)
    }, limitMs)
    const finish = (complete: boolean) => {
      clearInterval(idle)
      clearTimeout(cut)
      resolve(complete)
    }
    if (!server.listening) return finish(true)
    server.close(() => finish(true))
    server.closeIdleConnections()
  })
}

/** Shuts down on SIGTERM and SIGINT (Ctrl-C). */
export function installGracefulShutdown(options: ShutdownOptions): void {
  const shutdown = gracefulShutdown(options)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal))
}
