import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

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

export default withPayload(nextConfig, { devBundleServerPackages: false })
