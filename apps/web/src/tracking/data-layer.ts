import { type ConsentGroup, parseActiveGroups } from '@shop/commerce/tracking/consent'
import { type EcommerceEvent, type GaItem, selectItem, shopEventsOf } from '@shop/commerce/tracking/ecommerce'
import { browserStorage } from '../browser/web-storage'
import { sendShopEvents } from './shop-events'

/**
 * The browser's data layer (Google Tag Manager's `window.dataLayer`, typed with the consent globals in
 * consent-browser.ts). Measurements are pushed only with statistics consent (C0002), read the way
 * consent platforms expose it (`OnetrustActiveGroups`), so the built-in banner and a brand's own
 * platform gate them alike.
 */

const STATISTICS: ConsentGroup = 'C0002'

const hasConsent = (group: ConsentGroup, win: Pick<Window, 'OnetrustActiveGroups'> = window): boolean =>
  parseActiveGroups(win.OnetrustActiveGroups).includes(group)

/** Pushes a measurement to the data layer with statistics consent; false when it was not sent. */
export function pushStatistics(entries: readonly object[], win: Window = window): boolean {
  if (!entries.length || !hasConsent(STATISTICS, win)) return false
  win.dataLayer ??= []
  win.dataLayer.push(...entries)
  return true
}

/**
 * Pushes `event` (GA4 practice: the previous ecommerce object cleared first), and gives the shop's own
 * event store what it keeps of it (choices, adds, purchases); false when it was not sent.
 */
export function pushEcommerce(event: EcommerceEvent | null, win: Window = window): boolean {
  if (!event || !pushStatistics([{ ecommerce: null }, event], win)) return false
  sendShopEvents(shopEventsOf(event))
  return true
}

/** select_item of `item`, followed from the list `list` (TrackSelections: made here, in the lazy module). */
export const pushSelection = (list: string, item: GaItem, win: Window = window) =>
  pushEcommerce(selectItem(list, item), win)

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
    const value = JSON.parse(browserStorage()?.getItem(SENT_KEY) ?? '[]')
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
    browserStorage()?.setItem(SENT_KEY, JSON.stringify([...sent, ...pushed].slice(-100)))
  } catch {
    // Storage refused (private mode): a reload may send it again; nothing else to do.
  }
}
