import {
  activeGroupsString,
  CONSENT_CHANGED_EVENT,
  type ConsentGroup,
  consentMode,
} from '@shop/commerce/tracking/consent'
import { scriptLiteral } from '@/browser/banner-dismissal'
import { CONSENT_OPEN_ATTRIBUTE, GTM_SCRIPT_URL } from './ids'

export type BootOptions = {
  /** The brand's container id, validated by the brand schema (GTM-XXXX); none: nothing loads. */
  tagManagerId?: string
  platform: 'builtin' | 'external'
  /** With the built-in banner: the groups of the visitor's current choice, read from the cookie; null: not chosen. */
  chosen: readonly ConsentGroup[] | null
}

/**
 * The inline script at the top of every shop page's <head>. It runs before any tag can:
 * 1. `gtag('consent','default', …)`: Consent Mode v2 all denied but security storage (gtag pushes its
 *    `arguments`, the only shape GTM reads consent commands in);
 * 2. with the built-in banner, the returning visitor's choice (`update`) and `window.OnetrustActiveGroups`
 *    as OneTrust sets it, so tags and the shop read one interface whichever platform asks;
 * 3. a default `OptanonWrapper` (OneTrust calls it on load and on every change; so does our banner) that
 *    dispatches `consent.changed`;
 * 4. with an external platform, the footer's button opens the platform's own dialog;
 * 5. the container script after the page's load event (it must not compete with the page for the first
 *    paint), or, without an id, 'Missing GTM_ID' once (spec section 7) and nothing loaded.
 * Everything here is inline, so no byte of it lands in the pages' first-load JavaScript.
 */
export function trackingBootScript({ tagManagerId, platform, chosen }: BootOptions): string {
  const parts = [
    'var w=window,d=document;w.dataLayer=w.dataLayer||[];',
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};',
    `w.gtag("consent","default",${scriptLiteral(consentMode([]))});`,
  ]
  if (platform === 'builtin') {
    const groups = chosen ?? ['C0001']
    parts.push(`w.OnetrustActiveGroups=${scriptLiteral(activeGroupsString(groups))};`)
    if (chosen) parts.push(`w.gtag("consent","update",${scriptLiteral(consentMode(chosen))});`)
  }
  parts.push(
    `w.OptanonWrapper=w.OptanonWrapper||function(){w.dispatchEvent(new CustomEvent(${scriptLiteral(CONSENT_CHANGED_EVENT)},{detail:{activeGroups:w.OnetrustActiveGroups||""}}))};`,
  )
  if (platform === 'external') {
    parts.push(
      `d.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[${CONSENT_OPEN_ATTRIBUTE}]")&&w.OneTrust&&w.OneTrust.ToggleInfoDisplay)w.OneTrust.ToggleInfoDisplay()});`,
    )
  }
  if (tagManagerId) {
    const src = `${GTM_SCRIPT_URL}?id=${encodeURIComponent(tagManagerId)}`
    parts.push(
      'var l=function(){w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
      `var s=d.createElement("script");s.async=true;s.src=${scriptLiteral(src)};d.head.appendChild(s)};`,
      'd.readyState==="complete"?setTimeout(l):w.addEventListener("load",function(){setTimeout(l)});',
    )
  } else {
    parts.push('if(!w.__missingGtmLogged){w.__missingGtmLogged=true;console.warn("Missing GTM_ID")}')
  }
  return `(function(){${parts.join('')}})()`
}
