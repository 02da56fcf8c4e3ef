/** Fixed names of the consent interface, shared by the boot script, the banner, the footer and tests. */

/** Where a brand's tag manager container comes from (the browser fetches it; tests route it away). */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js'
/** The attribute of the footer's "Cookie-inställningar" button: whichever consent UI the brand has opens on it. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open'
