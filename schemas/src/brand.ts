import { customPageSchema } from './custom-pages'
import { z } from './zod'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'färgen ska skrivas som #rrggbb')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'datumet ska skrivas som ÅÅÅÅ-MM-DD')

export const brandIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'id får bara innehålla a–z, 0–9 och -')

export const themeSchema = z.strictObject({
  colors: z.strictObject({
    primary: hexColour,
    primaryContrast: hexColour,
    accent: hexColour,
    background: hexColour,
    surface: hexColour,
    text: hexColour,
    muted: hexColour,
    alert: hexColour,
  }),
  /** A family that apps/web/src/app/fonts.css declares (served locally, no outside font hosts). */
  font: z.enum(['Inter', 'Barlow', 'Source Sans 3']),
  radius: z.enum(['none', 'small', 'large']),
  logo: z.strictObject({
    /** The brand's name as its logo spells it: the logo link's accessible name, and the logo where no drawing is. */
    wordmark: z.string().min(1),
  }),
})
export type BrandTheme = z.infer<typeof themeSchema>

/** SVG path data: commands and numbers only, so a logo file can carry no script or reference. */
const pathData = z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, 'ska vara SVG-sökvägsdata (d)')

/**
 * A brand's logo drawing (tenants/<id>/logo.json): SVG paths in one viewBox, each in a tone, not a colour,
 * so one drawing is the light logo on the brand's coloured header (ink = the primary's contrast) and the
 * dark one on a light page (ink = the primary), and a theme change recolours it.
 */
export const logoArtSchema = z.strictObject({
  viewBox: z.string().regex(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/, 'ska vara "0 0 bredd höjd"'),
  paths: z
    .array(
      z.strictObject({
        tone: z.enum(['ink', 'accent']),
        d: pathData,
        rule: z.literal('evenodd').optional(),
      }),
    )
    .min(1),
})
export type LogoArt = z.infer<typeof logoArtSchema>

export const contentSourceSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('payload') }),
  z.strictObject({
    type: z.literal('contentful'),
    spaceId: z.string().min(1),
    accessToken: z.string().min(1),
    environment: z.string().min(1).default('master'),
    preview: z.boolean().default(false),
  }),
])

/** Hosts a browser treats as this machine: plain http is fine there, and nowhere else. */
export const isLocalHostname = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]'

/**
 * A site's origin as browsers write it: scheme, host and port, nothing after. https unless the host is
 * this machine (cookies marked Secure and HSTS need https; a real site has it).
 */
export const originSchema = z
  .url({ protocol: /^https?$/, error: 'ange en adress som https://www.exempel.se' })
  .refine((value) => {
    const url = new URL(value)
    return url.origin === value.replace(/\/$/, '') && url.pathname === '/' && !url.search && !url.hash
  }, 'bara schema, värd och port: ingen sökväg, fråga eller / på slutet')
  .refine((value) => {
    const url = new URL(value)
    return url.protocol === 'https:' || isLocalHostname(url.hostname)
  }, 'en publik adress ska börja med https://')
  .transform((value) => new URL(value).origin)

export const brandConfigSchema = z
  .strictObject({
    id: brandIdSchema,
    name: z.string().min(1),
    companyName: z.string().min(1),
    isDefault: z.boolean().default(false),
    hostnames: z
      .array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'värdnamnet får bara innehålla a–z, 0–9, punkt och bindestreck'))
      .min(1),
    /**
     * The brand's public origin in production, e.g. https://www.nordbygg.se: every absolute URL the shop
     * writes (mails, PDFs, cXML, redirects, metadata) starts with it, never with a request's Host. Its
     * host is one of `hostnames`, so a link always comes back to this brand.
     */
    origin: originSchema,
    defaultStoreId: z.string().regex(/^\d{3,4}$/, 'butiks-id är tre eller fyra siffror'),
    centralStorageId: z.string().regex(/^\d{3,4}$/, 'lager-id är tre eller fyra siffror'),
    storeIds: z.array(z.string().regex(/^\d{3,4}$/)).min(1),
    theme: themeSchema,
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'tag manager-id ska se ut som GTM-XXXX')
      .optional(),
    mapsKey: z.string().min(1).optional(),
    /** What an anonymous visitor sees where a price would be. */
    anonymousPrices: z.enum(['list', 'hidden']).default('list'),
    /** Extra closed days for delivery dates, beyond weekends and Swedish public holidays. */
    closedDays: z.array(isoDate).default([]),
    /** Orders placed at or after this hour count from the next working day. */
    cutoffHour: z.number().int().min(0).max(23).default(14),
    contentSource: contentSourceSchema.default({ type: 'payload' }),
    /**
     * Who asks for cookie consent: the shop's own banner, or a consent platform the brand loads itself
     * (then no banner is rendered and the shop reads the platform's `window.OnetrustActiveGroups`).
     */
    consent: z
      .strictObject({ platform: z.enum(['builtin', 'external'], 'plattformen ska vara builtin eller external') })
      .default({ platform: 'builtin' }),
  })
  .superRefine((brand, ctx) => {
    const hostname = new URL(brand.origin).hostname
    if (!brand.hostnames.some((host) => host.replace(/:\d+$/, '') === hostname)) {
      ctx.addIssue({ code: 'custom', path: ['origin'], message: `värden ${hostname} finns inte bland hostnames` })
    }
  })
export type BrandConfigInput = z.input<typeof brandConfigSchema>
export type BrandConfig = z.infer<typeof brandConfigSchema>

const routePath = z
  .string()
  .regex(
    /^(\/[a-z0-9åäö-]+|\/:[a-zA-Z]+)+$/,
    'sökvägen ska börja med / och bestå av gemener, siffror, - eller :parameter',
  )

/**
 * First path segments the platform itself serves (spec section 2 plus admin and API). A brand's route
 * file may not shadow them: the page would silently never be reached.
 */
export const RESERVED_SEGMENTS = [
  'activate-user',
  'admin',
  'api',
  'aterforsaljare',
  'butiker',
  'cart',
  'checkout-success-page',
  'delivery',
  'gloemt-loesenord',
  'hitta-butik',
  'kampanjer',
  'kategorier',
  'logga-in',
  'produkt',
  'search',
  'sortiment',
  'summary',
] as const

export const brandRouteSchema = z.strictObject({
  path: routePath,
  page: customPageSchema,
})

export const routeFileSchema = z.strictObject({ routes: z.array(brandRouteSchema).min(1) }).superRefine((file, ctx) => {
  const seen = new Map<string, number>()
  file.routes.forEach((route, index) => {
    const first = route.path.split('/')[1] ?? ''
    if ((RESERVED_SEGMENTS as readonly string[]).includes(first)) {
      ctx.addIssue({
        code: 'custom',
        path: ['routes', index, 'path'],
        message: `/${first} används redan av plattformen och kan inte pekas om`,
      })
    }
    const earlier = seen.get(route.path)
    if (earlier !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['routes', index, 'path'],
        message: `sökvägen ${route.path} finns redan i routes[${earlier}]`,
      })
    }
    seen.set(route.path, index)
  })
})
export type BrandRoute = z.infer<typeof brandRouteSchema>
export type RouteFile = z.infer<typeof routeFileSchema>

/** Spec section 7: GET /api/brand-config answers a map keyed by brand. */
export const brandConfigResponseSchema = z.record(
  z.string(),
  z.object({ defaultStoreId: z.string(), centralStorageId: z.string(), companyName: z.string() }),
)
export type BrandConfigResponse = z.infer<typeof brandConfigResponseSchema>
