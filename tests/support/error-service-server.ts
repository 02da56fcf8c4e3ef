import { startErrorService } from './error-service'

/**
 * The e2e server's error-reporting service (a `webServer` of playwright.config.ts) on
 * ERROR_SERVICE_PORT: the app's SENTRY_DSN points at it, and tests read what it received at
 * `GET /envelopes?since=<ISO time>` (tests/e2e/error-reports.ts).
 */
const service = await startErrorService(Number(process.env.ERROR_SERVICE_PORT ?? 4100))
console.log(`Error service on ${service.dsn}, what it received on http://127.0.0.1:${service.port}/envelopes`)

const stop = () => void service.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
