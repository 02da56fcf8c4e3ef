import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { parseEnv } from './src/env'
import { STATIC_SECURITY_HEADERS } from './src/request/security-headers'

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
  // The media library's files (/media, app/media) in AVIF or WebP at the widths pages ask for. Remote
  // hosts are not configured, so the optimizer refuses any address off this origin.
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**', search: '' }],
    remotePatterns: [],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 160, 320, 480],
    // Every file name carries its content's hash: an optimized copy never goes stale.
    minimumCacheTTL: 31_536_000,
  },
  // No ETag: Next makes one by hashing the whole body of every page it sends (0.25 ms of CPU for the
  // 97 kB front page, as much as the rest of a cached answer; docs/benchmarks.md) so that a browser
  // revalidating its copy can be answered 304. Every view of our pages would pay for that hash, for a
  // saving of about 20 kB gzipped on the few that are reloads.
  generateEtags: false,
  // For error reports read as source: the build's last step moves the maps out of the public folder
  // (and uploads them with SENTRY_AUTH_TOKEN), so none is ever served (src/monitoring/source-maps.ts).
  productionBrowserSourceMaps: true,
  // Lets two local dev servers (say, one per task in progress) run side by side without sharing output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run typecheck` checks the whole workspace once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The build's own files never pass the proxy, which sets every other answer's security headers.
  headers: async () => [
    {
      source: '/:path*',
      headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
}

/**
 * Where rendered pages are kept. Several instances (REDIS_URL at start): in Redis (cache-handler.mjs),
 * each instance with copies of what it read in PAGE_CACHE_MEMORY_MB of its memory, checked against the
 * tags expired on any instance (Next's own memory cache stays off: it would not hear of those); the build
 * renders nothing into it. One instance: PAGE_CACHE_MEMORY_MB of them in its memory, the rest on disk.
 */
export function pageCache(phase: string, source: Record<string, string | undefined> = process.env): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return {}
  const env = parseEnv(source)
  if (!env.REDIS_URL) return { cacheMaxMemorySize: env.PAGE_CACHE_MEMORY_MB * 1024 * 1024 }
  // Next loads the handler in this process, outside the bundle: it reads the size as parsed here.
  source.PAGE_CACHE_MEMORY_MB = String(env.PAGE_CACHE_MEMORY_MB)
  return { cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
}

/** The admin panel's paths: the only pages Payload themes by the browser's colour scheme. */
export const ADMIN_PATHS = '/admin/:path*'

/**
 * Payload asks every browser for its colour scheme on every path (Accept-CH, and Critical-CH, on which
 * Chromium sends a first visit's page request a second time, with the hint: one round trip more before a
 * shop page can start to paint), but only its admin panel reads the hint. So the rule that asks for it is
 * kept to the admin's paths; every other header rule stays as it was.
 */
export function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...rule, source: ADMIN_PATHS }
          : rule,
      ),
  }
}

export default (phase: string) =>
  clientHintsForAdminOnly(withPayload({ ...nextConfig, ...pageCache(phase) }, { devBundleServerPackages: false }))
