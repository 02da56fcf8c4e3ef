import 'server-only'
import { type AccessRule, decideAccess, type Failure, fail, type Principal, type Result } from '@shop/commerce'
import type { MessageKey } from '@shop/i18n'
import type { DenyCode, Role, z } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { ZodMiniType } from 'zod/mini'
import { getSession, type Session } from '../accounts/session'
import { reportError } from '../monitoring/report'
import { payload as payloadInstance } from '../payload/payload'
import { requestBrand } from '../request/brand'
import { REQUEST_ID_HEADER } from '../request/request-id'
import { failureResponse, internalErrorResponse, jsonResponse } from './respond'

/**
 * The one shape of every route under app/api (BRIEF decision 11). A route declares who may call it and
 * the zod schemas of its path, query, headers and body; the helper answers 401/403 and bad input (404
 * for a path that names nothing, 400 with the spec's key and Swedish issues otherwise) before the
 * handler runs. The handler gets parsed input and returns the service's Result; `respond.ts` maps it.
 * The declaration doubles as the route's contract in /api/openapi.json.
 */

/**
 * - `static`: the same answer for everyone, read from no session and no database (cacheable, buildable);
 * - `anonymous`: anyone; the session is there when the caller has one (prices follow it);
 * - `login`: a valid session;
 * - `{ role, allow }`: a session whose role is at least `role` and whose chosen customer does not deny `allow`.
 */
export type Access = 'static' | 'anonymous' | 'login' | { role?: Role; allow?: DenyCode }

// zod/mini too: a rule the browser's form also runs is written in zod/mini (small in a client bundle).
export type Schema = z.ZodType | ZodMiniType
type Out<S> = S extends Schema ? z.output<S> : undefined

/** The parsed input a handler gets: one field per declared part. */
export interface Input<P = undefined, Q = undefined, H = undefined, B = undefined, F = undefined> {
  params: Out<P>
  query: Out<Q>
  headers: Out<H>
  body: Out<B>
  form: Out<F>
}

type AnyInput = Input<Schema, Schema, Schema, Schema, Schema>

type Caller<A extends Access> = A extends 'static'
  ? { payload?: never; session?: never; principal?: never; brand?: never }
  : A extends 'anonymous'
    ? { payload: Payload; session: Session | null; principal: Principal | null; brand: Brand }
    : { payload: Payload; session: Session; principal: Principal; brand: Brand }

export type RouteContext<A extends Access, I> = Caller<A> & { request: Request; input: I }

export interface RouteSpec<
  A extends Access,
  T,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
> {
  /** One line for the API document. */
  summary: string
  access: A
  /** Path segments; a miss is a 404 (a path that names nothing), or a 400 when `invalid` is set. */
  params?: P
  query?: Q
  /** Request headers by lower-case name. */
  headers?: H
  /** A JSON body; an empty body is parsed as `undefined`. */
  body?: B
  /** The body's format: JSON (default), or a document read as text (cXML) that the schema gets whole. */
  bodyType?: 'application/json' | 'text/xml'
  /** A multipart or URL-encoded form (file uploads): each field once, a repeated field as an array. */
  form?: F
  /** Status of a success (default 200; 201 for a created thing; 204 answers no body). */
  status?: 200 | 201 | 202 | 204
  /** The success body's schema, for the API document. */
  response?: Schema
  /**
   * The spec key of bad input when it is not `errors.bad_request`: one key for every part, or a key
   * per part (`{ headers: 'checkout.idempotency_key_required' }`: only a bad header answers that key).
   */
  invalid?: MessageKey | Partial<Record<InputPart, MessageKey>>
  /** Refuse a body larger than this before reading it (uploads). */
  maxBytes?: { bytes: number; failure: Failure }
  /** `cache-control` of a success; answers are private and not stored unless a route says so. */
  cache?: string
  handler: (context: RouteContext<A, Input<P, Q, H, B, F>>) => Promise<Result<T>> | Result<T>
  /** A success that is not JSON: a file, cookies, a redirect. */
  reply?: (value: T, context: RouteContext<A, Input<P, Q, H, B, F>>) => Response | Promise<Response>
}

type InputPart = 'params' | 'query' | 'headers' | 'body' | 'form'

type AnySpec = RouteSpec<Access, unknown, Schema, Schema, Schema, Schema, Schema>

/** What a route file exports as GET, POST…: Next's handler, carrying its declaration for the API document. */
export type RouteHandler = ((
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>) & { contract: AnySpec }

const invalid = (error: MessageKey, issues: Array<{ path: string; message: string }>): Failure => ({
  kind: 'invalid',
  error,
  issues: issues.slice(0, 10),
})

const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))

function parsePart<S extends Schema>(schema: S, value: unknown, error: MessageKey): Result<z.output<S>> {
  const parsed = schema.safeParse(value)
  return parsed.success
    ? { ok: true, value: parsed.data as z.output<S> }
    : { ok: false, failure: invalid(error, issuesOf(parsed.error)) }
}

/** Query or form fields: a key given once is a string, a repeated key an array (`?id=1&id=2`). */
function fieldsOf<V>(entries: Iterable<[string, V]>): Record<string, V | V[]> {
  const fields: Record<string, V | V[]> = {}
  for (const [key, value] of entries) {
    const earlier = fields[key]
    fields[key] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value]
  }
  return fields
}

async function readBody(request: Request, error: MessageKey, type: AnySpec['bodyType']): Promise<Result<unknown>> {
  const text = await request.text().catch(() => '')
  if (type === 'text/xml') return { ok: true, value: text }
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, failure: invalid(error, [{ path: '', message: 'Ogiltig JSON.' }]) }
  }
}

async function readForm(request: Request, error: MessageKey): Promise<Result<unknown>> {
  const form = await request.formData().catch(() => null)
  if (!form) {
    return {
      ok: false,
      failure: invalid(error, [{ path: '', message: 'Skicka ett formulär (multipart/form-data).' }]),
    }
  }
  return { ok: true, value: fieldsOf(form.entries()) }
}

function accessRule(access: Exclude<Access, 'static' | 'anonymous'>): AccessRule {
  return access === 'login' ? { login: true } : { login: true, ...access }
}

/** The key a part's bad input answers, when the route names one. */
function invalidKey(spec: AnySpec, part: InputPart): MessageKey | undefined {
  return typeof spec.invalid === 'string' ? spec.invalid : spec.invalid?.[part]
}

async function parseInput(spec: AnySpec, request: Request, rawParams: unknown): Promise<Result<AnyInput>> {
  const input: Record<string, unknown> = {}
  const key = (part: InputPart) => invalidKey(spec, part) ?? 'errors.bad_request'
  if (spec.params) {
    const params = spec.params.safeParse(rawParams)
    if (!params.success) {
      return invalidKey(spec, 'params')
        ? { ok: false, failure: invalid(key('params'), issuesOf(params.error)) }
        : fail('not_found', 'errors.not_found')
    }
    input.params = params.data
  }
  if (spec.headers) {
    const headers = parsePart(spec.headers, Object.fromEntries(request.headers), key('headers'))
    if (!headers.ok) return headers
    input.headers = headers.value
  }
  if (spec.query) {
    const query = parsePart(spec.query, fieldsOf(new URL(request.url).searchParams), key('query'))
    if (!query.ok) return query
    input.query = query.value
  }
  if (spec.maxBytes && Number(request.headers.get('content-length') ?? 0) > spec.maxBytes.bytes) {
    return { ok: false, failure: spec.maxBytes.failure }
  }
  for (const part of ['body', 'form'] as const) {
    const schema = spec[part]
    if (!schema) continue
    const raw = await (part === 'body' ? readBody(request, key(part), spec.bodyType) : readForm(request, key(part)))
    if (!raw.ok) return raw
    const parsed = parsePart(schema, raw.value, key(part))
    if (!parsed.ok) return parsed
    input[part] = parsed.value
  }
  return { ok: true, value: input as unknown as AnyInput }
}

/** Everything a handler may need before it runs, or the failure that answers instead. */
async function contextFor(
  spec: AnySpec,
  request: Request,
  rawParams: unknown,
): Promise<Result<RouteContext<Access, AnyInput>>> {
  let caller: Record<string, unknown> = {}
  if (spec.access !== 'static') {
    const session = await getSession()
    if (spec.access !== 'anonymous') {
      const decision = decideAccess(accessRule(spec.access), session?.principal ?? null, session?.customerId)
      if (!decision.ok) {
        return decision.reason === 'login'
          ? fail('unauthenticated', 'errors.invalid_token')
          : fail('forbidden', 'errors.forbidden_action')
      }
    }
    caller = { session, principal: session?.principal ?? null }
  }
  const input = await parseInput(spec, request, rawParams)
  if (!input.ok) return input
  if (spec.access !== 'static') {
    const [payload, brand] = await Promise.all([payloadInstance(), requestBrand()])
    caller = { ...caller, payload, brand }
  }
  return { ok: true, value: { ...caller, request, input: input.value } as RouteContext<Access, AnyInput> }
}

export function route<
  A extends Access,
  T,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  F extends Schema | undefined = undefined,
>(spec: RouteSpec<A, T, P, Q, H, B, F>): RouteHandler {
  const general = spec as unknown as AnySpec
  const handle = async (
    request: Request,
    next: { params: Promise<Record<string, string | string[] | undefined>> },
  ): Promise<Response> => {
    try {
      const context = await contextFor(general, request, await next?.params)
      if (!context.ok) return failureResponse(context.failure)
      const result = await general.handler(context.value)
      if (!result.ok) return failureResponse(result.failure)
      if (general.reply) return await general.reply(result.value, context.value)
      return jsonResponse(result.value, general.status, general.cache)
    } catch (error) {
      // A fault of ours, not of the input: logged and reported for us (with the request's id, which the
      // caller also got), the spec's key for the caller.
      const { pathname } = new URL(request.url)
      const requestId = request.headers.get(REQUEST_ID_HEADER)
      reportError(error, { route: `${request.method} ${pathname}`, ...(requestId ? { requestId } : {}) })
      return internalErrorResponse()
    }
  }
  return Object.assign(handle, { contract: general })
}
