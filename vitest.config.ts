import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A secret of this run's own: the app never signs with a known one, and tests write no secret file.
    // Uploads (the media library, quote attachments) go to a throwaway folder of this run's: set here, not
    // in a test's module, because a test's imports read the environment before its own code runs.
    env: {
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      UPLOAD_DIR: path.join(os.tmpdir(), `shop-test-uploads-${randomBytes(4).toString('hex')}`),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{packages,schemas,tenants,blocks,bench,docs}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Payload instances and databases are heavy; one file at a time keeps 2 cores usable.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
  resolve: {
    alias: [
      // Server modules guard against client bundles with `server-only`; tests are server code.
      { find: /^server-only$/, replacement: new URL('./node_modules/server-only/empty.js', import.meta.url).pathname },
      { find: '@payload-config', replacement: new URL('./apps/web/src/payload.config.ts', import.meta.url).pathname },
      { find: /^@\/(.*)$/, replacement: `${new URL('./apps/web/src/', import.meta.url).pathname}$1` },
    ],
  },
})
