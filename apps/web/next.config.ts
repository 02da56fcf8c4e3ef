import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'

const nextConfig: NextConfig = {
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: [
    '@shop/auth',
    '@shop/blocks',
    '@shop/commerce',
    '@shop/content',
    '@shop/i18n',
    '@shop/schemas',
    '@shop/tenants',
    '@shop/ui',
  ],
  poweredByHeader: false,
  // For error reports read as source: the build's last step moves the maps out of the public folder
  // (and uploads them with SENTRY_AUTH_TOKEN), so none is ever served (src/monitoring/source-maps.ts).
  productionBrowserSourceMaps: true,
  // Lets two local dev servers (say, one per task in progress) run side by side without sharing output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run typecheck` checks the whole workspace once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

/**
 * Several instances (REDIS_URL at start): Next's cache lives in Redis (cache-handler.mjs) and in no
 * process's memory, so an expiry on one instance holds on all. The build renders nothing into it.
 */
const sharedCache = (phase: string): NextConfig =>
  phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL
    ? { cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}

export default (phase: string) =>
  withPayload({ ...nextConfig, ...sharedCache(phase) }, { devBundleServerPackages: false })
