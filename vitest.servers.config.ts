import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * Tests of real server processes of the production build (issue 17: several instances behind the
 * balancer, graceful shutdown, the log): `npm run test:servers`, run by `test:e2e` after the build, so
 * not part of `vitest run` (which runs before it).
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['tests/servers/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
})
