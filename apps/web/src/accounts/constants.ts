/**
 * Names the proxy shares with the accounts code: the browser session's cookies (all httpOnly) and
 * the session routes. Kept apart so the proxy, which must not load the database, imports only these.
 */
export const ACCESS_COOKIE = 'shop_at'
export const REFRESH_COOKIE = 'shop_rt'
/** The last chosen customer and project, offered again at the next login ("remembered"). */
export const CONTEXT_COOKIE = 'shop_ctx'
/** Spec section 9's `punchout-settings`: the last punch-out callback and company, with `last_used`. */
export const PUNCHOUT_SETTINGS_COOKIE = 'punchout-settings'

/** The route that renews an expired access token from the refresh cookie and sends the browser back. */
export const RENEW_PATH = '/api/auth/session/renew'
/** The proxy's note to the renew route of where the browser was going. */
export const RENEW_TO_HEADER = 'x-shop-renew-to'

/** The shop's login page (a reserved segment); the admin panel sends visitors without a session here. */
export const LOGIN_PATH = '/logga-in'

/** A procurement system's way in (OCI); it starts a session of its own. */
export const OCI_ENTRY_PATH = '/punchout/oci'

/** Session routes that must see the cookies as they are, never be sent through renewal first. */
export const NO_RENEW_PATHS: ReadonlySet<string> = new Set([
  RENEW_PATH,
  '/api/auth/session',
  '/api/auth/session/logout',
  OCI_ENTRY_PATH,
])
