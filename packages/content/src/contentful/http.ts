import type { ContentfulOptions } from './config'

/** Injectable clock and transport, so tests can record waits and run without real time passing. */
export interface HttpDeps {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** 0 ≤ x < 1, for the backoff jitter. */
  random?: () => number
  /** Called when an attempt is sent (after the rate limiter let it through). */
  onAttempt?: (info: { url: string; attempt: number; startedAt: number }) => void
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  /** Absolute URL or a path under the CDA base URL. */
  url: string
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** The caller's own cancellation (navigation, unmount); gives a 'request aborted' error, never retried. */
  signal?: AbortSignal
  /** Overrides the token chosen from the options (preview vs delivery). */
  accessToken?: string
}

export interface HttpResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** A non-2xx answer that was not retried, or still failed after the last retry. */
export class ContentfulHttpError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: unknown,
    readonly requestId?: string,
  ) {
    super(message)
    this.name = 'ContentfulHttpError'
  }
}

/** The connection failed (refused, reset, timed out) on every attempt. */
export class ContentfulNetworkError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ContentfulNetworkError'
  }
}

/** Spec section 8: messages of this kind are not reported. */
export const REQUEST_ABORTED = 'request aborted'
export function isRequestAborted(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(REQUEST_ABORTED)
}

const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'TIMEOUT',
])

/** Base of the exponential backoff: waits are ~250 ms, 500 ms, 1 s, 2 s, 4 s (+ up to 25 % jitter). */
export const BACKOFF_BASE_MS = 250
const MAX_WAIT_MS = 60_000

export function backoffDelay(attempt: number, random: () => number): number {
  const exp = BACKOFF_BASE_MS * 2 ** attempt
  return Math.min(MAX_WAIT_MS, Math.round(exp + exp * 0.25 * random()))
}

/**
 * Client-side rate limit: at most `perSecond` requests start in any one-second window (a token bucket
 * whose tokens come back one second after they were taken), so bursts are spread instead of hitting
 * Contentful's 429. Acquisitions are served in order.
 */
export class RateLimiter {
  private readonly starts: number[] = []
  private chain: Promise<void> = Promise.resolve()

  constructor(
    readonly perSecond: number,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  acquire(): Promise<void> {
    const turn = this.chain.then(() => this.take())
    this.chain = turn.catch(() => undefined)
    return turn
  }

  private async take(): Promise<void> {
    for (;;) {
      const now = this.now()
      while (this.starts.length > 0 && now - (this.starts[0] ?? 0) >= 1000) this.starts.shift()
      if (this.starts.length < this.perSecond) {
        this.starts.push(now)
        return
      }
      await this.sleep(1000 - (now - (this.starts[0] ?? now)))
    }
  }
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions): Promise<HttpResponse<T>>
  readonly limiter: RateLimiter
}

/**
 * The one request function of the adapter: bearer auth, JSON, 30 s timeout per attempt, up to
 * `retries` retries with growing waits on 5xx, 429 (honouring X-Contentful-RateLimit-Reset /
 * Retry-After) and connection errors; other 4xx fail at once.
 */
export function createHttpClient(options: ContentfulOptions, deps: HttpDeps = {}): HttpClient {
  const doFetch = deps.fetch ?? globalThis.fetch
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const limiter = new RateLimiter(options.rateLimit, now, sleep)
  const token = options.preview && options.previewAccessToken ? options.previewAccessToken : options.accessToken

  async function request<T>(req: RequestOptions): Promise<HttpResponse<T>> {
    const url = buildUrl(req.url.startsWith('http') ? req.url : `${options.baseUrl}${req.url}`, req.query)
    const method = req.method ?? (req.body === undefined ? 'GET' : 'POST')
    const headers: Record<string, string> = {
      Authorization: `Bearer ${req.accessToken ?? token}`,
      Accept: 'application/json',
    }
    if (req.body !== undefined) headers['Content-Type'] = 'application/json'
    const body = req.body === undefined ? undefined : JSON.stringify(req.body)

    for (let attempt = 0; ; attempt++) {
      if (req.signal?.aborted) throw abortedError(url)
      await limiter.acquire()
      deps.onAttempt?.({ url, attempt, startedAt: now() })
      const last = attempt >= options.retries
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, options.timeoutMs)
      const onCallerAbort = () => controller.abort()
      req.signal?.addEventListener('abort', onCallerAbort, { once: true })

      let response: Response
      let parsed: unknown
      try {
        response = await doFetch(url, { method, headers, body, signal: controller.signal })
        const text = await response.text()
        parsed = parseBody(text)
      } catch (error) {
        if (req.signal?.aborted) throw abortedError(url)
        const code = timedOut ? 'TIMEOUT' : errorCode(error)
        const message = timedOut
          ? `Contentful request timed out after ${options.timeoutMs} ms: ${method} ${url}`
          : `Contentful request failed (${code}): ${method} ${url}`
        if (!RETRYABLE_CODES.has(code) || last) {
          throw new ContentfulNetworkError(
            last && attempt > 0 ? `${message} (after ${attempt} retries)` : message,
            code,
            { cause: error },
          )
        }
        await sleep(backoffDelay(attempt, random))
        continue
      } finally {
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', onCallerAbort)
      }

      if (response.ok) return { status: response.status, headers: response.headers, body: parsed as T }

      const status = response.status
      const retryable = status === 429 || status >= 500
      if (!retryable || last) {
        throw new ContentfulHttpError(
          `Contentful answered ${status}${errorMessage(parsed)}: ${method} ${url}`,
          status,
          parsed,
          response.headers.get('x-contentful-request-id') ?? undefined,
        )
      }
      await sleep(
        status === 429
          ? (rateLimitWait(response.headers) ?? backoffDelay(attempt, random))
          : backoffDelay(attempt, random),
      )
    }
  }

  return { request, limiter }
}

/** Seconds from X-Contentful-RateLimit-Reset, else Retry-After (seconds or an HTTP date), in ms. */
export function rateLimitWait(headers: Headers, now: number = Date.now()): number | undefined {
  const reset = headers.get('x-contentful-ratelimit-reset')
  if (reset !== null && reset.trim() !== '' && Number.isFinite(Number(reset))) {
    return Math.max(0, Number(reset)) * 1000
  }
  const retryAfter = headers.get('retry-after')
  if (retryAfter === null || retryAfter.trim() === '') return undefined
  if (Number.isFinite(Number(retryAfter))) return Math.max(0, Number(retryAfter)) * 1000
  const date = Date.parse(retryAfter)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function buildUrl(base: string, query: RequestOptions['query']): string {
  if (!query) return base
  const url = new URL(base)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function errorMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return ` (${body.message})`
  }
  return ''
}

function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    const nested = (current as { errors?: unknown }).errors
    if (Array.isArray(nested) && nested[0] && typeof nested[0] === 'object') {
      const nestedCode = (nested[0] as { code?: unknown }).code
      if (typeof nestedCode === 'string') return nestedCode
    }
    current = (current as { cause?: unknown }).cause
  }
  return error instanceof TypeError ? 'ECONNRESET' : 'UNKNOWN'
}

function abortedError(url: string): Error {
  const error = new Error(`${REQUEST_ABORTED}: ${url}`)
  error.name = 'AbortError'
  return error
}
