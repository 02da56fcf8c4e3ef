/**
 * Cookie consent (issue 16): the visitor's choice of cookie groups, the way the common consent platforms
 * name them (OneTrust's C0001–C0004), kept 12 months in a first-party cookie the server can read, so a
 * visitor who already chose gets the page with the banner closed (no flash, no layout shift). Pure and
 * zod-free: the banner in the browser and the layouts on the server use the same rules.
 */

/** Necessary (always on), statistics, functional, marketing. */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004'] as const
export type ConsentGroup = (typeof CONSENT_GROUPS)[number]
/** The groups a visitor may decline: necessary cookies are not a choice. */
export const OPTIONAL_GROUPS = ['C0002', 'C0003', 'C0004'] as const satisfies readonly ConsentGroup[]
export type OptionalGroup = (typeof OPTIONAL_GROUPS)[number]
export const NECESSARY_GROUP = 'C0001' as const

/** Readable by scripts (the banner writes it, tag scripts may read it); not httpOnly. */
export const CONSENT_COOKIE = 'shop_consent'
/** How long a choice holds before the banner asks again. */
export const CONSENT_LIFETIME_MONTHS = 12

export type ConsentChoice = {
  /** The accepted groups; always holds C0001. */
  groups: ConsentGroup[]
  /** When the visitor chose (ISO 8601, UTC). */
  date: string
}

/** What the banner's three equal actions and the custom view produce. */
export type ConsentDecision = 'all' | 'necessary' | Partial<Record<OptionalGroup, boolean>>

export function decide(decision: ConsentDecision, now: Date): ConsentChoice {
  const optional =
    decision === 'all'
      ? [...OPTIONAL_GROUPS]
      : decision === 'necessary'
        ? []
        : OPTIONAL_GROUPS.filter((g) => decision[g])
  return { groups: [NECESSARY_GROUP, ...optional], date: now.toISOString() }
}

/** The moment a choice stops holding: 12 calendar months after it was made. */
export function consentExpiry(choice: ConsentChoice): Date {
  const expiry = new Date(choice.date)
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS)
  return expiry
}

/** A choice still holds: made, not in the future by more than a day (a wrong clock), and under 12 months old. */
export function isCurrent(choice: ConsentChoice | null, now: Date): choice is ConsentChoice {
  if (!choice) return false
  const made = Date.parse(choice.date)
  return made <= now.getTime() + 86_400_000 && consentExpiry(choice).getTime() > now.getTime()
}

/**
 * The cookie's value: the groups joined by '.', a '|', the date. Only characters a cookie value may hold
 * unquoted (no comma, semicolon or space), so nothing needs escaping.
 */
export function serialiseConsent(choice: ConsentChoice): string {
  return `${choice.groups.join('.')}|${choice.date}`
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/** The choice in a cookie value, or null when it is missing or not ours (then the banner asks). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null
  const [list, date, ...rest] = decodeURIComponent(value).split('|')
  if (rest.length > 0 || !list || !date || !ISO_INSTANT.test(date) || Number.isNaN(Date.parse(date))) return null
  const named = list.split('.')
  if (!named.every((g) => (CONSENT_GROUPS as readonly string[]).includes(g))) return null
  const groups = CONSENT_GROUPS.filter((g) => g === NECESSARY_GROUP || named.includes(g))
  return { groups, date }
}

/** The choice the cookie holds, when it still holds; null means: ask. */
export function currentConsent(value: string | null | undefined, now: Date): ConsentChoice | null {
  const choice = parseConsent(value)
  return isCurrent(choice, now) ? choice : null
}

/** The path segment of a page asked for before any choice (or after it ran out): the banner asks. */
export const NO_CHOICE_SEGMENT = 'none'

/**
 * The choice as a path segment: the proxy rewrites every page into it, so a page rendered once for a
 * choice (the cached anonymous pages) is kept apart from the same page for another choice. The groups
 * joined by '.', or NO_CHOICE_SEGMENT.
 */
export function consentSegment(choice: ConsentChoice | null): string {
  return choice ? choice.groups.join('.') : NO_CHOICE_SEGMENT
}

/** The groups a consent segment names, or null when it names no choice (or is not one of ours). */
export function groupsOfSegment(segment: string): ConsentGroup[] | null {
  if (segment === NO_CHOICE_SEGMENT) return null
  const named = decodeURIComponent(segment).split('.')
  if (!named.includes(NECESSARY_GROUP) || !named.every((g) => (CONSENT_GROUPS as readonly string[]).includes(g))) {
    return null
  }
  return CONSENT_GROUPS.filter((g) => named.includes(g))
}

/** The Set-Cookie attributes (document.cookie syntax): the whole site, Lax, until the choice expires. */
export function consentCookie(choice: ConsentChoice, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((consentExpiry(choice).getTime() - now.getTime()) / 1000))
  return `${CONSENT_COOKIE}=${serialiseConsent(choice)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** OneTrust's `OnetrustActiveGroups` format (',C0001,C0002,'), which tag setups and scripts read. */
export function activeGroupsString(groups: readonly ConsentGroup[]): string {
  return `,${groups.join(',')},`
}

/** The groups in an `OnetrustActiveGroups` string, from our banner or a brand's own platform. */
export function parseActiveGroups(value: unknown): ConsentGroup[] {
  if (typeof value !== 'string') return []
  const named = value.split(',').map((part) => part.trim())
  return CONSENT_GROUPS.filter((g) => named.includes(g))
}

export type ConsentState = 'granted' | 'denied'
/** Google Consent Mode v2's storage types. */
export type ConsentMode = {
  ad_storage: ConsentState
  ad_user_data: ConsentState
  ad_personalization: ConsentState
  analytics_storage: ConsentState
  functionality_storage: ConsentState
  personalization_storage: ConsentState
  security_storage: ConsentState
}

/**
 * Consent Mode v2 for the accepted groups: statistics → analytics, functional → functionality and
 * personalisation, marketing → the three ad types; security storage is necessary, always granted.
 * With no groups this is the default pushed before the tag manager loads: all denied but security.
 */
export function consentMode(groups: readonly ConsentGroup[]): ConsentMode {
  const state = (group: ConsentGroup): ConsentState => (groups.includes(group) ? 'granted' : 'denied')
  return {
    ad_storage: state('C0004'),
    ad_user_data: state('C0004'),
    ad_personalization: state('C0004'),
    analytics_storage: state('C0002'),
    functionality_storage: state('C0003'),
    personalization_storage: state('C0003'),
    security_storage: 'granted',
  }
}

/** The window event every consent change dispatches (from `OptanonWrapper`, as consent platforms call it). */
export const CONSENT_CHANGED_EVENT = 'consent.changed'
