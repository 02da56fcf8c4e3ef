import {
  type BrandConfig,
  brandConfigSchema,
  describeIssues,
  type LogoArt,
  logoArtSchema,
  type PunchoutConfig,
  punchoutConfigSchema,
  type RouteFile,
  routeFileSchema,
} from '@shop/schemas'

/** A brand folder that cannot be used, with the file and every field at fault named. */
export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} är felaktig:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'BrandConfigError'
  }
}

function parseWith<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } },
  raw: unknown,
  file: string,
): T {
  const result = schema.safeParse(raw)
  if (!result.success) throw new BrandConfigError(file, describeIssues(result.error))
  return result.data
}

export function parseBrandConfig(raw: unknown, file: string): BrandConfig {
  return parseWith(brandConfigSchema, raw, file)
}

export function parseRouteFile(raw: unknown, file: string): RouteFile {
  return parseWith(routeFileSchema, raw, file)
}

export function parsePunchoutConfig(raw: unknown, file: string): PunchoutConfig {
  return parseWith(punchoutConfigSchema, raw, file)
}

export function parseLogoArt(raw: unknown, file: string): LogoArt {
  return parseWith(logoArtSchema, raw, file)
}

export interface Brand extends BrandConfig {
  routes: RouteFile['routes']
  /** The brand's punch-out rules (tenants/<id>/punchout.json); the spec's defaults without the file. */
  punchout: PunchoutConfig
  /** The logo drawing (tenants/<id>/logo.json); null without the file, when the wordmark is set as text. */
  logo: LogoArt | null
}

/** Rules that span brands: one default, unique ids and hostnames. */
export function checkBrandSet(brands: Brand[]): Brand[] {
  const problems: string[] = []
  const defaults = brands.filter((b) => b.isDefault)
  if (defaults.length !== 1) problems.push(`isDefault: exakt ett varumärke ska vara standard (nu ${defaults.length})`)
  const hosts = new Map<string, string>()
  for (const brand of brands) {
    for (const host of brand.hostnames) {
      const owner = hosts.get(host)
      if (owner) problems.push(`hostnames: ${host} används av både ${owner} och ${brand.id}`)
      hosts.set(host, brand.id)
    }
  }
  if (new Set(brands.map((b) => b.id)).size !== brands.length) problems.push('id: två varumärken har samma id')
  if (problems.length) throw new BrandConfigError('tenants/*/brand.json', problems)
  return brands
}

/** A checked brand set and its lookups: what tenants/index.ts exports for the brands it registers. */
export interface BrandRegistry {
  brands: readonly Brand[]
  defaultBrand: Brand
  /** Brand for a Host header; the port is ignored and an unknown host gets the default brand. */
  brandForHost(host: string | null | undefined): Brand
  brandById(id: string): Brand | undefined
}

/**
 * Builds the lookups over a brand set, after the rules that span brands. Nothing here knows which
 * brands exist, so a test can build the registry of a copied tenants folder the same way the app does.
 */
export function brandRegistry(set: Brand[]): BrandRegistry {
  const brands = checkBrandSet(set)
  const byId = new Map(brands.map((b) => [b.id, b]))
  const byHost = new Map(brands.flatMap((b) => b.hostnames.map((h) => [h, b] as const)))
  const defaultBrand = brands.find((b) => b.isDefault) as Brand
  return {
    brands,
    defaultBrand,
    brandForHost: (host) => byHost.get((host ?? '').toLowerCase().replace(/:\d+$/, '')) ?? defaultBrand,
    brandById: (id) => byId.get(id),
  }
}

/**
 * Is `host` (a Host, an Origin's or a Referer's host, with or without its port) one of the brand's own?
 * The one reading of `hostnames` outside the brand map: an unknown host is nobody's here, not the
 * default brand's.
 */
export function isBrandHost(brand: Pick<Brand, 'hostnames'>, host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '')
  return brand.hostnames.some((candidate) => candidate.replace(/:\d+$/, '') === name)
}

/**
 * Validates one brand folder's files; `folder` is the brand's directory name under tenants/. A brand
 * without punch-out rules (no punchout.json) exports every company with the spec's defaults; one without a
 * logo drawing (no logo.json) shows its wordmark as text, so a new brand can start before its designer delivers.
 */
export function loadBrand(
  folder: string,
  rawConfig: unknown,
  rawRoutes: unknown,
  rawPunchout: unknown = { oci: {} },
  rawLogo?: unknown,
): Brand {
  const configFile = `tenants/${folder}/brand.json`
  const config = parseBrandConfig(rawConfig, configFile)
  if (config.id !== folder) {
    throw new BrandConfigError(configFile, [`id: "${config.id}" ska vara samma som mappnamnet "${folder}"`])
  }
  const { routes } = parseRouteFile(rawRoutes, `tenants/${folder}/routes.json`)
  const punchout = parsePunchoutConfig(rawPunchout, `tenants/${folder}/punchout.json`)
  const logo = rawLogo === undefined ? null : parseLogoArt(rawLogo, `tenants/${folder}/logo.json`)
  return { ...config, routes, punchout, logo }
}
