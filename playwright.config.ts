import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { POSTGRES_PORT } from './tests/e2e/attacks/server'
import { consentedState, PORT as E2E_PORT, ERROR_SERVICE_PORT, MAILBOX_PORT, SMTP_SINK_PORT } from './tests/e2e/support'

/**
 * Debian's headless shell of Chromium (package `chromium-headless-shell`, the same build as `chromium`): the
 * browser Playwright itself runs for headless tests. Full Chromium in its new headless mode took about twice
 * as long a test (Chromium 156, 2026-11-29: a CI run's Playwright suite 28.9 min). Else /usr/bin/chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The attack tests (tests/e2e/attacks) run once more against a second server of the same build on Postgres
 * and Redis, when both answer here (CI's machine has them); otherwise they run on SQLite only, and say so.
 */
function postgresServerUnavailable(): string | null {
  const postgres = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'])
  if (postgres.status !== 0) return 'Postgres does not answer on 127.0.0.1:5432'
  const redis = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { encoding: 'utf8' })
  return redis.stdout?.trim() === 'PONG' ? null : 'Redis does not answer on 127.0.0.1:6379'
}
const postgresMissing = postgresServerUnavailable()
if (postgresMissing) console.log(`The attack tests run on SQLite only: ${postgresMissing}.`)

/** The browser every project drives. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      // The brands' tag manager containers are an outside system: never reached from a test.
      '--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND',
    ],
  },
}

/** The app's environment in every e2e server: mail to the local sink, reports to the local service. */
const appEnv = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  SENTRY_DSN: `http://public@127.0.0.1:${ERROR_SERVICE_PORT}/1`,
  SENTRY_ENVIRONMENT: 'e2e',
}

/**
 * End-to-end journeys in Debian's Chromium (the registry's browser download is not reachable here)
 * against a production build on a freshly seeded SQLite file. Each brand is reached on its own
 * `<brand>.localhost` host, which Chromium resolves to loopback.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI a failing test runs once more and the report names it flaky if it then passes, so a rare timing
  // race on a 2-core machine does not hold back everything else; each one found is fixed in its test. A
  // test that fails twice fails CI.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Visitors who already chose: the consent banner stays closed in every spec but consent.spec.ts.
    storageState: consentedState(),
  },
  projects: [
    { name: 'chromium', use: chromium, metadata: { database: 'sqlite' } },
    ...(postgresMissing
      ? []
      : [{ name: 'postgres', testMatch: 'attacks/**/*.spec.ts', use: chromium, metadata: { database: 'postgres' } }]),
  ],
  webServer: [
    {
      // A local mail server speaking real SMTP: the app sends every mail there (tests/e2e/mail.ts reads it).
      command: 'npx tsx tests/support/smtp-sink-server.ts',
      url: `http://127.0.0.1:${MAILBOX_PORT}/messages`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), MAILBOX_PORT: String(MAILBOX_PORT) },
    },
    {
      // A local error-reporting service speaking Sentry's envelope protocol: the app and its pages report there.
      command: 'npx tsx tests/support/error-service-server.ts',
      url: `http://127.0.0.1:${ERROR_SERVICE_PORT}/envelopes`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { ERROR_SERVICE_PORT: String(ERROR_SERVICE_PORT) },
    },
    {
      command: 'npm run e2e:serve -w @shop/web',
      url: `http://127.0.0.1:${E2E_PORT}/api/brand-config`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PORT: String(E2E_PORT), ...appEnv },
    },
    ...(postgresMissing
      ? []
      : [
          {
            // The same build on Postgres, its page cache and throttles in Redis (a database of its own, so
            // the SQLite server's pages are never served here): the attack tests' second server.
            command: 'npm run e2e:serve -w @shop/web',
            url: `http://127.0.0.1:${POSTGRES_PORT}/api/brand-config`,
            reuseExistingServer: !process.env.CI,
            timeout: 300_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(POSTGRES_PORT),
              E2E_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/shop_e2e_${POSTGRES_PORT}`,
              REDIS_URL: 'redis://127.0.0.1:6379/9',
              ...appEnv,
            },
          },
        ]),
  ],
})
