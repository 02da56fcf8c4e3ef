import { ACCESS_TOKEN_SECONDS, type CustomerContextIds, REFRESH_TOKEN_SECONDS } from '@shop/auth'
import type { PunchoutSettings } from '@shop/commerce'
import { z } from '@shop/schemas'
import { chosenBrand } from '../request/headers'
import { brandOrigin } from '../request/origin'
import { ACCESS_COOKIE, CONTEXT_COOKIE, PUNCHOUT_SETTINGS_COOKIE, REFRESH_COOKIE } from './constants'

/**
 * The browser session's cookies (all httpOnly; their names are in constants.ts, which the proxy
 * shares): reading them from a request, and the answers that set, renew or clear them. The session
 * routes' `reply` builds every such answer here, so the cookies' attributes live in one place.
 */

/** A year: the remembered customer context outlives any one login. */
const CONTEXT_SECONDS = 365 * 24 * 60 * 60

/**
 * Where a session's cookies live. A shop session is first-party only: `SameSite=Lax`, and `Secure`
 * when the brand's origin is https (the configured origin decides, never a forwarded header). A
 * punch-out session lives inside the procurement system's page (Coupa, Jaggaer, Ariba frame the
 * supplier's catalog), where a Lax cookie is never sent: `SameSite=None; Secure; Partitioned`, so the
 * cookie is kept for that one buyer's site only (CHIPS). Browsers take Secure cookies from their own
 * machine over plain http, so this works locally too. What SameSite=None would open, the proxy's
 * same-origin check on every state-changing request closes (proxy.ts).
 */
export interface CookieSite {
  secure: boolean
  framed: boolean
}

function cookie(name: string, value: string, maxAge: number, site: CookieSite): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', `Max-Age=${maxAge}`]
  if (site.framed) parts.push('SameSite=None', 'Secure', 'Partitioned')
  else parts.push('SameSite=Lax', ...(site.secure ? ['Secure'] : []))
  return parts.join('; ')
}

/** The brand's own origin decides Secure: a client's X-Forwarded-Proto cannot turn it off. */
const secureBrand = (request: Request) => brandOrigin(chosenBrand(request.headers)).startsWith('https:')

export interface TokenPair {
  accessToken: string
  refreshToken?: string
}

function contextCookie(context: CustomerContextIds | null, site: CookieSite): string {
  if (!context) return cookie(CONTEXT_COOKIE, '', 0, site)
  return cookie(
    CONTEXT_COOKIE,
    encodeURIComponent(`${context.customerId}/${context.projectId ?? ''}`),
    CONTEXT_SECONDS,
    site,
  )
}

/**
 * The punch-out settings this browser used last (spec: kept locally with a timestamp, taken up when a
 * procurement system opens the shop without them). A cookie rather than local storage, because the
 * server enters the mode; httpOnly, because no page script needs it; SameSite=None and not partitioned,
 * because the entry is a form posted from the procurement system's site, framed or not. It holds no
 * credential.
 */
const savedPunchoutSchema = z.object({ callbackUrl: z.string(), companyName: z.string(), lastUsed: z.string() })

const settingsCookie = (value: string, maxAge: number) =>
  `${PUNCHOUT_SETTINGS_COOKIE}=${value}; Path=/; HttpOnly; Max-Age=${maxAge}; SameSite=None; Secure`

function punchoutCookie(settings: PunchoutSettings | null): string {
  if (!settings) return settingsCookie('', 0)
  return settingsCookie(encodeURIComponent(JSON.stringify(settings)), CONTEXT_SECONDS)
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

/** One cookie's value from a Cookie header. */
function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** The access token of a request: an `Authorization: Bearer` header (API clients) or the cookie. */
export function accessTokenOf(headers: Headers): string | undefined {
  const authorization = headers.get('authorization')
  const bearer = authorization?.match(/^(?:Bearer|JWT)\s+(.+)$/i)?.[1]
  return bearer ?? readCookie(headers.get('cookie'), ACCESS_COOKIE) ?? undefined
}

export const refreshTokenOf = (headers: Headers): string | undefined =>
  readCookie(headers.get('cookie'), REFRESH_COOKIE)

/** The customer context last chosen on this browser, offered again at the next login. */
export function rememberedContext(headers: Headers): CustomerContextIds | null {
  const value = readCookie(headers.get('cookie'), CONTEXT_COOKIE)
  if (!value) return null
  const [customerId, projectId] = decodeURIComponent(value).split('/')
  return customerId ? { customerId, projectId: projectId || null } : null
}

/** The punch-out settings saved on this browser, if any still read. */
export function savedPunchout(headers: Headers): PunchoutSettings | null {
  const value = readCookie(headers.get('cookie'), PUNCHOUT_SETTINGS_COOKIE)
  if (!value) return null
  try {
    const parsed = savedPunchoutSchema.safeParse(JSON.parse(decodeURIComponent(value)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

// ── Answers that set them ───────────────────────────────────────────────────────────────────────────

/**
 * What an answer does to the cookies: set a new or renewed session's tokens (a grace renewal brings
 * no refresh token; `context`, when given, is remembered too, and so are `punchout` settings; a
 * punch-out session's cookies are framed ones), or end the session: the remembered context stays; a
 * logout (leaving punch-out, spec section 4) clears the punch-out settings, a session that merely
 * lapsed keeps them for the next entry.
 */
export type CookieChange =
  | {
      tokens: TokenPair
      context?: CustomerContextIds | null
      punchout?: PunchoutSettings
      punchoutSession?: boolean
    }
  | { end: 'logout' | 'lapsed' }

/** The answer itself: JSON (200), nothing (204), or a redirect to a path of this site. */
export type CookieAnswer = { json: unknown } | { empty: true } | { redirect: string; status: 303 | 307 }

function setCookies(change: CookieChange, secure: boolean): string[] {
  if ('end' in change) {
    // Which kind the browser holds is not known here: both are cleared (a framed one only in its frame).
    const ended = [false, true].flatMap((framed) => [
      cookie(ACCESS_COOKIE, '', 0, { secure, framed }),
      cookie(REFRESH_COOKIE, '', 0, { secure, framed }),
    ])
    return change.end === 'logout' ? [...ended, punchoutCookie(null)] : ended
  }
  const { tokens, context, punchout } = change
  const site = { secure, framed: Boolean(change.punchoutSession) }
  return [
    cookie(ACCESS_COOKIE, tokens.accessToken, ACCESS_TOKEN_SECONDS, site),
    ...(tokens.refreshToken ? [cookie(REFRESH_COOKIE, tokens.refreshToken, REFRESH_TOKEN_SECONDS, site)] : []),
    ...(context !== undefined ? [contextCookie(context, site)] : []),
    ...(punchout ? [punchoutCookie(punchout)] : []),
  ]
}

export function cookieResponse(request: Request, change: CookieChange, answer: CookieAnswer): Response {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const value of setCookies(change, secureBrand(request))) headers.append('set-cookie', value)
  if ('redirect' in answer) {
    headers.set('location', answer.redirect)
    return new Response(null, { status: answer.status, headers })
  }
  if ('empty' in answer) return new Response(null, { status: 204, headers })
  headers.set('content-type', 'application/json')
  return new Response(JSON.stringify(answer.json), { status: 200, headers })
}

/** A login that has just succeeded in this browser: its tokens and context as cookies, `{ ok: true }`. */
export function loggedInResponse(
  request: Request,
  tokens: TokenPair & { context: CustomerContextIds | null },
): Response {
  return cookieResponse(request, { tokens, context: tokens.context }, { json: { ok: true } })
}
