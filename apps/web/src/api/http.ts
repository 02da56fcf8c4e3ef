import 'server-only'
import { type MessageKey, t } from '@shop/i18n'
import type { z } from '@shop/schemas'

/**
 * The one way service routes answer (spec section 8 error keys): `{ error, message }` with a Swedish
 * message, and for bad input the first problems by field. Routes never throw to Next (that is a 500).
 */
export interface ApiError {
  error: string
  message: string
  issues?: Array<{ path: string; message: string }>
}

export function failure(status: number, error: MessageKey, issues?: ApiError['issues']): Response {
  const body: ApiError = { error, message: t(error), ...(issues?.length ? { issues } : {}) }
  return Response.json(body, { status })
}

export const badRequest = (issues?: ApiError['issues']) => failure(400, 'errors.bad_request', issues)
export const notFound = () => failure(404, 'errors.not_found')
export const forbidden = () => failure(403, 'errors.forbidden_action')
export const unauthorized = () => failure(401, 'errors.invalid_token')

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

function issuesOf(error: z.ZodError): ApiError['issues'] {
  return error.issues.slice(0, 10).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

/** A JSON body parsed with `schema`; unreadable JSON and schema misses are both a 400. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const json = await request.json().catch(() => undefined)
  if (json === undefined) return { ok: false, response: badRequest([{ path: '', message: 'Ogiltig JSON.' }]) }
  const result = schema.safeParse(json)
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(issuesOf(result.error)) }
}

/**
 * Query parameters parsed with `schema`. A key given once is a string, a repeated key an array, so
 * schemas can accept both `?id=1` and `?id=1&id=2`.
 */
export function parseQuery<S extends z.ZodType>(request: Request | URL, schema: S): Parsed<z.output<S>> {
  const url = request instanceof URL ? request : new URL(request.url)
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key)
    raw[key] = all.length === 1 ? (all[0] as string) : all
  }
  const result = schema.safeParse(raw)
  return result.success ? { ok: true, data: result.data } : { ok: false, response: badRequest(issuesOf(result.error)) }
}

/** Route params (already strings) parsed with `schema`; a miss is a 404, as for an unknown path. */
export function parseParams<S extends z.ZodType>(params: unknown, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(params)
  return result.success ? { ok: true, data: result.data } : { ok: false, response: notFound() }
}
