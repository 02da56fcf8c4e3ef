import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access rules for the Payload REST/GraphQL API (/api/payload) and the admin panel. The shop's own
 * services call the Local API (overrideAccess) and enforce the spec's role and deny-code rules in
 * @shop/commerce, so these rules are the outer wall: only SITE_ADMIN edits through Payload, and a
 * logged-in shopper can at most read and change what is theirs.
 */

type MaybeUser =
  | {
      id: number | string
      role?: string | null
      editorBrands?: string[] | null
      customerPermissions?: Array<{ customer?: number | string | { id: number | string } | null }> | null
    }
  | null
  | undefined

export const userOf = (req: PayloadRequest): MaybeUser => req.user as MaybeUser

export const isSiteAdminUser = (user: MaybeUser): boolean => user?.role === 'SITE_ADMIN'

export const isSiteAdmin: Access = ({ req }) => isSiteAdminUser(userOf(req))
export const isSiteAdminField: FieldAccess = ({ req }) => isSiteAdminUser(userOf(req))

export const anyone: Access = () => true
export const loggedIn: Access = ({ req }) => Boolean(req.user)

/** Customer ids the user holds a permission row for (ids as stored, depth 0 or populated). */
export function permittedCustomerIds(user: MaybeUser): Array<number | string> {
  return (user?.customerPermissions ?? [])
    .map((p) => (p.customer && typeof p.customer === 'object' ? p.customer.id : p.customer))
    .filter((id): id is number | string => id !== null && id !== undefined)
}

/** Site admins see everything; others see rows whose `field` (a relationship to users) is themselves. */
export const ownRows =
  (field = 'user'): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (isSiteAdminUser(user)) return true
    return { [field]: { equals: user.id } } as Where
  }

/** Site admins see everything; others see rows of customers they hold a permission for. */
export const customerRows =
  (field = 'customer'): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (isSiteAdminUser(user)) return true
    const ids = permittedCustomerIds(user)
    if (!ids.length) return false
    return { [field]: { in: ids } } as Where
  }

/** Public catalog and content: anyone reads, only site admins write. */
export const publicReadAdminWrite = {
  read: anyone,
  create: isSiteAdmin,
  update: isSiteAdmin,
  delete: isSiteAdmin,
}

/** Internal data: only site admins through the Payload API; the shop services use the Local API. */
export const adminOnly = {
  read: isSiteAdmin,
  create: isSiteAdmin,
  update: isSiteAdmin,
  delete: isSiteAdmin,
}

// Editors (brand managers) ---------------------------------------------------------------------------

/** The brands an editor may change; empty for shoppers. Site admins need none: they see every brand. */
export function editorBrandsOf(user: MaybeUser): string[] {
  const brands = user?.editorBrands
  return Array.isArray(brands) ? brands.filter((b): b is string => typeof b === 'string' && b.length > 0) : []
}

export const isEditorUser = (user: MaybeUser): boolean => editorBrandsOf(user).length > 0

/** Who may open /admin: site admins and editors of at least one brand. */
export const canUseAdmin = (user: MaybeUser): boolean => isSiteAdminUser(user) || isEditorUser(user)

const PUBLISHED: Where = { _status: { equals: 'published' } }

function and(a: Where | boolean, b: Where | boolean): Where | boolean {
  if (a === false || b === false) return false
  if (a === true) return b
  if (b === true) return a
  return { and: [a, b] }
}

export interface BrandScopeOptions {
  /** The collection has drafts: the public (and other brands' editors) read only published documents. */
  drafts?: boolean
  /** Extra condition on what the public reads (e.g. pages hide authenticatedOnly from anonymous visitors). */
  publicRead?: (user: MaybeUser) => Where | boolean
  /** Nobody reads through the API except site admins and the brand's editors (e.g. form submissions). */
  privateRead?: boolean
  /** Creation only through the server (Local API with overrideAccess), never through the API. */
  serverCreateOnly?: boolean
  /** Editors may change documents but not create or delete them (stores are created from the ERP). */
  editorsUpdateOnly?: boolean
}

/**
 * Access for a brand-scoped content collection. Site admins do everything. An editor reads drafts of,
 * creates, updates and deletes only documents whose `brand` is one of their `editorBrands` — as a
 * `Where` constraint, so the REST/GraphQL API and the admin enforce it, not just the UI. Everyone else
 * reads published content only. Moving a document to a brand outside the editor's brands is refused by
 * the brand field's validation (see `brandField`).
 */
export function brandScopedAccess(options: BrandScopeOptions = {}): NonNullable<CollectionConfig['access']> {
  const ownBrands = (req: PayloadRequest): Where | boolean => {
    const user = userOf(req)
    if (isSiteAdminUser(user)) return true
    const brands = editorBrandsOf(user)
    return brands.length ? { brand: { in: brands } } : false
  }
  const read: Access = ({ req }) => {
    const user = userOf(req)
    if (isSiteAdminUser(user)) return true
    const own = ownBrands(req)
    // An editor works only with their own brands: other brands' content, published or not, is not
    // theirs to read through the admin or the API (the storefront reads with the server's own access).
    if (own !== false) return own
    const publicPart = options.privateRead
      ? false
      : and(options.drafts ? PUBLISHED : true, options.publicRead ? options.publicRead(user) : true)
    if (publicPart === true || own === false) return publicPart
    if (publicPart === false) return own
    return { or: [publicPart, own as Where] }
  }
  const create: Access = ({ req, data }) => {
    const user = userOf(req)
    if (isSiteAdminUser(user)) return true
    if (options.serverCreateOnly || options.editorsUpdateOnly) return false
    const brands = editorBrandsOf(user)
    if (!brands.length) return false
    const brand = (data as { brand?: unknown } | undefined)?.brand
    return brand === undefined || brand === null || brands.includes(brand as string)
  }
  const update: Access = ({ req }) => ownBrands(req)
  const remove: Access = ({ req }) => (options.editorsUpdateOnly ? isSiteAdminUser(userOf(req)) : ownBrands(req))
  const readVersions: Access = ({ req }) => {
    const user = userOf(req)
    if (isSiteAdminUser(user)) return true
    const brands = editorBrandsOf(user)
    return brands.length ? { 'version.brand': { in: brands } } : false
  }
  return { read, create, update, delete: remove, ...(options.drafts ? { readVersions } : {}) }
}

/**
 * Field validation for `brand`: an editor may only save a document with one of their own brands (so a
 * document cannot be moved to, or created in, another brand). Site admins and server code without a
 * user (seed, services) are not limited.
 */
export function validateEditorBrand(value: unknown, req: PayloadRequest | undefined): true | string {
  const user = req ? userOf(req) : undefined
  if (!user || isSiteAdminUser(user)) return true
  const brands = editorBrandsOf(user)
  if (!brands.length) return true
  if (typeof value === 'string' && brands.includes(value)) return true
  return `Du kan bara spara innehåll för dina egna varumärken (${brands.join(', ')}).`
}

/** Admin list filter: an editor's lists (and internal-link pickers) show only their own brands. */
export const editorBaseFilter = ({ req }: { req: PayloadRequest }): Where | null => {
  const user = userOf(req)
  if (isSiteAdminUser(user)) return null
  const brands = editorBrandsOf(user)
  return brands.length ? { brand: { in: brands } } : null
}

/** Brand options an editor may pick (site admins and server code: all). */
export function editorBrandOptions<T extends string | { value: string }>(options: T[], req: PayloadRequest): T[] {
  const user = userOf(req)
  const brands = editorBrandsOf(user)
  if (!user || isSiteAdminUser(user) || !brands.length) return options
  return options.filter((o) => brands.includes(typeof o === 'string' ? o : o.value))
}
