import 'server-only'
import type { Failure, FailureKind, Issue } from '@shop/commerce/result'
import { t } from '@shop/i18n'

/**
 * The one mapping from a service's result to HTTP. A failure answers `{ error, message, issues?, …details }`
 * with the status of its kind; the browser's `browser/api-fetch.ts` maps the same body back to a Swedish text.
 */

export const FAILURE_STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  refused: 422,
  throttled: 429,
  unavailable: 503,
}

/** The body of every error answer of the platform's API. */
export interface ApiErrorBody {
  error: string
  message: string
  issues?: Issue[]
  [detail: string]: unknown
}

export function failureBody(failure: Failure): ApiErrorBody {
  return {
    ...failure.details,
    error: failure.error,
    message: failure.message ?? t(failure.error),
    ...(failure.issues?.length ? { issues: failure.issues } : {}),
  }
}

/** Answers of personal data must never be kept by a shared cache. */
const PRIVATE = { 'cache-control': 'private, no-store' }

export function failureResponse(failure: Failure): Response {
  const headers = new Headers(PRIVATE)
  const retryAfter = failure.details?.retryAfterSeconds
  if (failure.kind === 'throttled' && typeof retryAfter === 'number') headers.set('retry-after', String(retryAfter))
  return Response.json(failureBody(failure), { status: FAILURE_STATUS[failure.kind], headers })
}

/** 500 errors.internal_server_error: a fault of ours, never of the input. */
export function internalErrorResponse(): Response {
  const body: ApiErrorBody = { error: 'errors.internal_server_error', message: t('errors.internal_server_error') }
  return Response.json(body, { status: 500, headers: PRIVATE })
}

/** A success as JSON; `cache` is only for answers that are the same for every visitor. */
export function jsonResponse(value: unknown, status = 200, cache?: string): Response {
  if (status === 204) return new Response(null, { status, headers: PRIVATE })
  return Response.json(value, { status, headers: { 'cache-control': cache ?? PRIVATE['cache-control'] } })
}

/** A document to download (PDF, CSV, XLSX) under `filename`. */
export function fileResponse(
  bytes: Uint8Array | string,
  file: { type: string; filename: string; inline?: boolean },
): Response {
  // A header is Latin-1: the plain name keeps ASCII only, filename* (RFC 6266) carries å, ä, ö.
  const ascii = file.filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
  const utf8 = ascii === file.filename ? '' : `; filename*=UTF-8''${encodeURIComponent(file.filename)}`
  const disposition = `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"${utf8}`
  return new Response(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), {
    headers: { 'content-type': file.type, 'content-disposition': disposition, ...PRIVATE },
  })
}
