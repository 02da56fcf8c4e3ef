import {
  activeGroupsString,
  type ConsentChoice,
  type ConsentDecision,
  consentCookie,
  consentMode,
  decide,
} from '@shop/commerce/tracking/consent'

/** What the head's boot script (./boot-script.ts) and consent platforms put on the window. */
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
    OnetrustActiveGroups?: string
    OptanonWrapper?: () => void
  }
}

/**
 * A visitor's choice made real: the cookie (so the next page is served with the banner closed), the
 * active groups as consent platforms expose them, Consent Mode's update for the tags, and
 * `OptanonWrapper` (which dispatches `consent.changed`), in that order, so a listener reads the new state.
 */
export function applyConsent(decision: ConsentDecision, now = new Date()): ConsentChoice {
  const choice = decide(decision, now)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers the shop serves; consentCookie builds a value that needs no escaping
  document.cookie = consentCookie(choice, now, window.location.protocol === 'https:')
  window.OnetrustActiveGroups = activeGroupsString(choice.groups)
  window.gtag?.('consent', 'update', consentMode(choice.groups))
  window.OptanonWrapper?.()
  return choice
}
