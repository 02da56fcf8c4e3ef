import { describeIssues, originSchema, z } from '@shop/schemas'

/** One entry of TRUST_PROXY: an address or a network, IPv4 or IPv6. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])

/**
 * The environment, parsed once with zod so that a bad value stops the boot with the variable named
 * (README "Configuration" lists each one).
 */
const envSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .regex(/^(file:|libsql:|postgres(ql)?:\/\/)/, 'ska börja med file: (SQLite) eller postgres:// (Postgres)')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    PAYLOAD_SECRET: z.string().min(32, 'ska vara minst 32 tecken').optional(),
    /**
     * Megabytes of rendered pages Next keeps in this process's memory, beyond which they are read from its
     * disk cache, far slower under load (docs/benchmarks.md); 0 keeps none. With REDIS_URL, as much of the
     * entries it read from Redis (page-cache/local-copies.mjs). A quarter as much again holds the pages' bytes
     * as sent (page-cache/page-bytes.ts); 0 turns both off.
     */
    PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(0).max(65_536).default(256),
    /**
     * The search memo of each process (docs/architecture.md): the hits of up to this many search texts
     * and twice as many ranked listings, for the current catalog version; 0 turns it off.
     */
    SEARCH_MEMO_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
    /**
     * The reverse proxies in front (load balancer, CDN) by address or network, comma-separated:
     * `127.0.0.1`, `10.0.0.0/8, ::1`. Only a request whose connection comes from one of them has its
     * X-Forwarded-For read (request/client-address.ts); `0` or nothing: none is trusted.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value, ctx) => {
        const entries =
          value === '0'
            ? []
            : value
                .split(',')
                .map((entry) => entry.trim())
                .filter(Boolean)
        for (const entry of entries) {
          if (!proxyAddress.safeParse(entry).success) {
            ctx.addIssue({
              code: 'custom',
              message: `${entry}: ange proxyns adress eller nät, t.ex. 127.0.0.1 eller 10.0.0.0/8 (1 räcker inte: vilken proxy?)`,
            })
            return z.NEVER
          }
        }
        return entries
      }),
    /**
     * Where uploaded files (quote attachments) are kept; relative paths are from the working directory.
     * Several instances need a shared directory or object storage (README, production layout).
     */
    UPLOAD_DIR: z.string().min(1).default('data/uploads'),
    /**
     * Object storage for the media library (any S3-compatible service): with S3_BUCKET set, Payload's S3
     * adapter keeps every upload there instead of UPLOAD_DIR/media. Several instances need it (README).
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('eu-north-1'),
    /** The service's address when it is not AWS itself (MinIO, Ceph, a local test server): http(s)://host:port. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'ska vara en http(s)-adress, t.ex. http://127.0.0.1:9000' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (host/bucket/key), which most S3-compatible services other than AWS need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((value) => value === '1' || value === 'true'),
    /** The port the server listens on (`npm start`, the e2e server); outside production, the brands' local origins use it. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /**
     * Brand origins other than brand.json's (a staging site, the local balancer): `nordbygg=https://test.nordbygg.se`,
     * comma-separated. Outside production every brand is otherwise on `http://<brand>.localhost:<PORT>`.
     */
    SHOP_ORIGINS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const origins: Record<string, string> = {}
        for (const entry of (value ?? '').split(',').filter((part) => part.trim())) {
          const [brand = '', origin = ''] = entry.trim().split(/=(.*)/s)
          const parsed = originSchema.safeParse(origin)
          if (!/^[a-z][a-z0-9-]*$/.test(brand) || !parsed.success) {
            ctx.addIssue({
              code: 'custom',
              message: `${entry.trim()}: skriv varumärke=https://värd, t.ex. nordbygg=https://test.nordbygg.se`,
            })
            return z.NEVER
          }
          origins[brand] = parsed.data
        }
        return origins
      }),
    /** `production` on a real deployment: a secret is required and demo data is refused. */
    SHOP_ENV: z.enum(['development', 'production']).default('development'),
    /**
     * The mail server every mail also goes to (smtp://user:password@host:587, or smtps:// for TLS from
     * the first byte). Without it mail is only written to the outbox.
     */
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        hostname: z.regexes.hostname,
        error: 'ska vara en smtp:// eller smtps://-adress, t.ex. smtp://användare:lösenord@mail.example.se:587',
      })
      .optional(),
    /** The sender's address of every mail; its name is the brand's. By default noreply@ the brand's main host. */
    MAIL_FROM: z.email({ error: 'ska vara en e-postadress, t.ex. noreply@example.se' }).optional(),
    /**
     * The error-reporting service's DSN (Sentry or one speaking its protocol), used by the server and
     * handed to browsers. Without it nothing is reported and the browser loads no SDK.
     */
    SENTRY_DSN: z
      .url({ protocol: /^https?$/, error: 'ska vara en DSN-adress, t.ex. https://nyckel@o1.ingest.sentry.io/2' })
      .optional(),
    /**
     * Redis (redis://host:6379/0 or rediss:// for TLS) for what several instances must share: the login
     * and reset throttles and the rate limits. Without it they live in this process (one instance only).
     */
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        error: 'ska vara en redis://- eller rediss://-adress, t.ex. redis://127.0.0.1:6379',
      })
      .optional(),
    /** The environment reports are filed under; SHOP_ENV by default. */
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
    /** The release reports are filed under (the source maps uploaded for it match it); e.g. the commit. */
    SENTRY_RELEASE: z.string().min(1).max(200).optional(),
    /** The share of sessions, with functional-cookie consent (C0003), whose replay is sent whole. */
    SENTRY_REPLAY_SESSION_RATE: z.coerce.number().min(0).max(1).default(0),
    /** The share of such sessions whose replay is sent when an error is reported. */
    SENTRY_REPLAY_ERROR_RATE: z.coerce.number().min(0).max(1).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID och S3_SECRET_ACCESS_KEY anges tillsammans (eller ingen av dem)',
      })
    }
    if (env.SHOP_ENV === 'production' && !env.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'krävs när SHOP_ENV=production' })
    }
  })

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success)
    throw new Error(
      `Felaktig miljö:\n${describeIssues(result.error)
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    )
  return result.data
}

export const env = parseEnv()
