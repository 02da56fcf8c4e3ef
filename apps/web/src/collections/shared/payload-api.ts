import { t } from '@shop/i18n'
import type {
  Access,
  CollectionBeforeOperationHook,
  Endpoint,
  JoinQuery,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
} from 'payload'
import { APIError, Forbidden } from 'payload'
import { canUseAdmin, isSiteAdminUser, userOf } from './access'

/**
 * Payload's REST (/api/payload/...) and GraphQL APIs are the admin's: the one rule for them, applied to
 * every collection and global of the sanitised config (ours and Payload's own: preferences, locked
 * documents, migrations), so a collection added later is covered without anyone remembering to.
 *
 * - Anonymous visitors and shop users get nothing through them. The storefront reads through the Local
 *   API (services, `req.payloadAPI === 'local'`) and serves the public through the shop's own
 *   `/api/...` routes, so closing Payload's API takes nothing from it. `users/me` still answers an
 *   anonymous visitor `{ user: null }` (it reads no collection then), which is all Payload's auth flow
 *   asks of a visitor: the shop's own login page issues the session the admin recognises.
 * - Editors (brand managers) reach only the collections of their work (flagged by `forEditors` in
 *   collections/index.ts: brand content and stores), their own user, and the admin's bookkeeping
 *   (preferences, locks); the collection's own rules then narrow it to their brands.
 * - Site admins keep their rules.
 * - Every list, even the admin's, is at most `MAX_PAGE_SIZE` rows (the admin's largest list page); an
 *   unbounded list (`pagination=false` without a limit, `limit=0`, `limit=-1`) or a larger page is
 *   refused with 400 rather than cut short, so a client never takes a first page for the whole. Depth is capped by Payload's `maxDepth`
 *   (payload.config.ts), which clamps every read, Local API included.
 */

/** The largest page any Payload REST/GraphQL list answers: the admin's largest list page (25, 50, 100). */
export const MAX_PAGE_SIZE = 100

/**
 * Relationship depth Payload populates at most (`maxDepth`, every API; Payload clamps a larger ask).
 * The shop's own reads ask for at most 2 (grep `depth:`), as does Payload's default.
 */
export const MAX_DEPTH = 2

/** Payload's own collections an editor's admin writes to: list preferences and document locks. */
const ADMIN_BOOKKEEPING = new Set(['payload-preferences', 'payload-locked-documents'])

/** Marks a collection as one editors work with through the admin (read by `closePayloadApi`). */
export const EDITOR_WORK = 'editorWork'

const overHttp = (req: PayloadRequest): boolean => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

interface Scope {
  /** Editors may use this collection through the API (their collection rules still apply). */
  editors: boolean
}

function mayUseApi(req: PayloadRequest, scope: Scope): boolean {
  const user = userOf(req)
  if (isSiteAdminUser(user)) return true
  return scope.editors && canUseAdmin(user)
}

/** The collection's own rule behind the API gate; Local API calls pass straight through. */
function gated(access: Access, scope: Scope): Access {
  return (args) => (overHttp(args.req) && !mayUseApi(args.req, scope) ? false : access(args))
}

function tooLarge(): APIError {
  const error = new APIError(t('errors.payload_list_too_large', { max: MAX_PAGE_SIZE }), 400, {
    errorKey: 'errors.payload_list_too_large',
    max: MAX_PAGE_SIZE,
  })
  // Named, because the production build minifies class names to '' and its REST and GraphQL routes can
  // hold different copies of APIError: Payload's error answer then tests `instanceof` (false) and the
  // name, and without one answers "An unknown error occurred." instead of the Swedish message.
  error.name = 'PayloadListTooLarge'
  return error
}

const isPageSize = (limit: unknown): limit is number => Number.isInteger(limit) && (limit as number) >= 1

/**
 * The rows a list asks for: its limit, or every row when it has none and pagination is off, or asks for
 * `limit=0` (Payload's "all"), or a limit that is no positive whole number (SQLite reads LIMIT -1 as
 * none). Without either, Payload answers its default page of 10.
 */
function rowsAsked(limit: unknown, pagination: unknown): number {
  if (isPageSize(limit)) return limit
  if (limit === undefined && pagination !== false) return 10
  return Number.POSITIVE_INFINITY
}

/** A join (e.g. a product's variants) is a list of its own: `joins[variants][limit]=0` would be all of them. */
function unboundedJoins(joins: JoinQuery | false | undefined): boolean {
  if (!joins) return false
  return Object.values(joins as Record<string, { limit?: unknown } | false | null>).some(
    (join) =>
      typeof join === 'object' &&
      join !== null &&
      join.limit !== undefined &&
      rowsAsked(join.limit, true) > MAX_PAGE_SIZE,
  )
}

const LIST_OPERATIONS = new Set(['read', 'readDistinct', 'findVersions'])

interface ListArgs {
  limit?: unknown
  pagination?: unknown
  joins?: JoinQuery | false
  disableErrors?: boolean
}

/**
 * Refuses an unbounded or oversized list over REST/GraphQL. Not limited: Payload's own look-ups of the
 * documents a page refers to (relationship population and validation run with `disableErrors`, by the
 * ids the page holds, at most `MAX_DEPTH` deep), and writes by `where` (the admin's bulk edit and delete
 * send `limit=0`), which are no lists.
 */
export const boundedLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!overHttp(req) || !LIST_OPERATIONS.has(operation)) return args
  const list = args as ListArgs
  if (list.disableErrors) return args
  if (rowsAsked(list.limit, list.pagination) > MAX_PAGE_SIZE || unboundedJoins(list.joins)) throw tooLarge()
  return args
}

/** Auth endpoints everyone may call: they read nothing that is not the caller's. */
const OPEN_AUTH_PATHS = new Set(['/logout', '/init'])

function gatedEndpoint(endpoint: Endpoint, scope: Scope, auth: boolean): Endpoint {
  const { handler, path } = endpoint
  return {
    ...endpoint,
    handler: (req) => {
      if (mayUseApi(req, scope) || (auth && OPEN_AUTH_PATHS.has(path))) return handler(req)
      // To Payload's API a shop user is a visitor, and `me` tells a visitor so.
      if (auth && path === '/me') return Response.json({ user: null })
      throw new Forbidden(req.t)
    },
  }
}

function closeCollection(collection: SanitizedCollectionConfig): void {
  const scope: Scope = {
    editors:
      Boolean(collection.custom?.[EDITOR_WORK]) || Boolean(collection.auth) || ADMIN_BOOKKEEPING.has(collection.slug),
  }
  const access = collection.access as Record<string, Access | undefined>
  for (const [key, rule] of Object.entries(access)) {
    // `admin` decides who opens the panel (Users: site admins and editors); it is no API operation.
    if (key !== 'admin' && typeof rule === 'function') access[key] = gated(rule, scope)
  }
  collection.hooks.beforeOperation = [boundedLists, ...(collection.hooks.beforeOperation ?? [])]
  // Payload answers a collection without endpoints (payload-migrations) with 501; it has no REST
  // route at all, so 404 says it. Endpoint objects are shared between collections: wrap copies.
  collection.endpoints =
    collection.endpoints === false
      ? []
      : collection.endpoints.map((endpoint) => gatedEndpoint(endpoint, scope, Boolean(collection.auth)))
}

/** Applies the rule above to every collection and global of the sanitised config; returns it. */
export function closePayloadApi(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) closeCollection(collection)
  for (const global of config.globals) {
    const access = global.access as Record<string, Access | undefined>
    for (const [key, rule] of Object.entries(access)) {
      if (typeof rule === 'function') access[key] = gated(rule, { editors: false })
    }
  }
  return config
}
