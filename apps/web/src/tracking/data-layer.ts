import type { EcommerceEvent } from '@shop/commerce/tracking/ecommerce'

/**
 * The browser's data layer (Google Tag Manager's `window.dataLayer`). E-commerce events are pushed only
 * with statistics consent (C0002), read the way consent platforms expose it (`OnetrustActiveGroups`),
 * so the built-in banner and a brand's own platform gate them alike.
 */

declare global {
  interface Window {
    dataLayer?: unknown[]
    /** The active consent groups, ',C0001,C0002,' (OneTrust's interface, which other platforms copy). */
    OnetrustActiveGroups?: string
  }
}

/** Spec section 9: consent groups. Statistics gates e-commerce events; functional gates session replay. */
export const CONSENT_GROUPS = {
  necessary: 'C0001',
  statistics: 'C0002',
  functional: 'C0003',
  marketing: 'C0004',
} as const

export function hasConsent(group: string, win: Pick<Window, 'OnetrustActiveGroups'> = window): boolean {
  return (win.OnetrustActiveGroups ?? '').split(',').includes(group)
}

/** Pushes a measurement to the data layer with statistics consent; false when it was not sent. */
export function pushStatistics(entries: readonly object[], win: Window = window): boolean {
  if (!entries.length || !hasConsent(CONSENT_GROUPS.statistics, win)) return false
  win.dataLayer ??= []
  win.dataLayer.push(...entries)
  return true
}

/** Pushes `event` (GA4 practice: the previous ecommerce object cleared first); false when it was not sent. */
export const pushEcommerce = (event: EcommerceEvent | null, win: Window = window): boolean =>
  event ? pushStatistics([{ ecommerce: null }, event], win) : false

/** A page's e-commerce event, made on the server; `once` marks one sent at most once per browser. */
export interface PageEvent {
  event: EcommerceEvent
  /** Sent at most once from this browser (a purchase: its order id), even when the page is reloaded. */
  once?: string
}

/** The `once` ids already sent from this browser. */
const SENT_KEY = 'tracked events'

function sentIds(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(SENT_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Sends a page's events; without statistics consent nothing is sent, and nothing is marked sent. */
export function pushPageEvents(events: readonly PageEvent[]): void {
  const sent = sentIds()
  const pushed = events
    .filter(({ once }) => !once || !sent.includes(once))
    .filter(({ event }) => pushEcommerce(event))
    .flatMap(({ once }) => (once ? [once] : []))
  if (!pushed.length) return
  try {
    window.localStorage.setItem(SENT_KEY, JSON.stringify([...sent, ...pushed].slice(-100)))
  } catch {
    // Storage refused (private mode): a reload may send it again; nothing else to do.
  }
}
