import { defineConfig, devices } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * End-to-end journeys in Debian's Chromium (the registry's browser download is not reachable here)
 * against a production build on a freshly seeded SQLite file. Each brand is reached on its own
 * `<brand>.localhost` host, which Chromium resolves to loopback.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run e2e:serve -w @shop/web',
    url: `http://127.0.0.1:${E2E_PORT}/api/brand-config`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
})
