import type { MessageKey } from '@shop/i18n'
import type { DeliveryMethod, DenyCode, Role } from '@shop/schemas'

/**
 * The app modes of spec section 4 as one state: NORMAL, PUNCHOUT (the shop opened inside a
 * procurement system, whose cart goes back to it instead of through checkout) and APP (our native
 * apps). Pure: the server decides on entry, the browser keeps the settings (`punchout-settings`).
 */

export const APP_MODES = ['NORMAL', 'PUNCHOUT', 'APP'] as const
export type AppMode = (typeof APP_MODES)[number]

/** Spec section 3, "Punch-out settings": where the cart goes back to, for which company. */
export interface PunchoutSettings {
  /** HOOK_URL: the procurement system's address the cart is posted to. */
  callbackUrl: string
  /** Bolag: the buying company, whose rules the export follows. */
  companyName: string
  /** ISO time the settings were last used (`last_used`). */
  lastUsed: string
}

export type PunchoutEntry =
  | { mode: 'PUNCHOUT'; settings: PunchoutSettings; clearQuery: boolean }
  | { mode: 'NORMAL'; error: MessageKey; clearQuery: boolean }

/** The cart is posted to the callback: only an absolute http(s) address is one. */
function callbackOf(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

const companyOf = (value: string | null | undefined) => value?.trim() || null

/**
 * Entering PUNCHOUT (spec section 4): HOOK_URL and Bolag from the query, otherwise from the saved
 * settings; the query's values are cleared from the URL either way. Without both the mode stays
 * NORMAL with `errors.punchout.missing_callback_url`.
 */
export function enterPunchout(
  query: { HOOK_URL?: string | null; Bolag?: string | null },
  saved: PunchoutSettings | null,
  now: Date,
): PunchoutEntry {
  const clearQuery = query.HOOK_URL != null || query.Bolag != null
  const fromQuery = { callbackUrl: callbackOf(query.HOOK_URL), companyName: companyOf(query.Bolag) }
  const chosen =
    fromQuery.callbackUrl && fromQuery.companyName
      ? fromQuery
      : { callbackUrl: callbackOf(saved?.callbackUrl), companyName: companyOf(saved?.companyName) }
  if (!chosen.callbackUrl || !chosen.companyName) {
    return { mode: 'NORMAL', error: 'errors.punchout.missing_callback_url', clearQuery }
  }
  return {
    mode: 'PUNCHOUT',
    settings: { callbackUrl: chosen.callbackUrl, companyName: chosen.companyName, lastUsed: now.toISOString() },
    clearQuery,
  }
}

/** The mode a request is in: a punch-out session wins over the app's user agent. */
export function appModeOf(facts: { punchout: boolean; appUserAgent: boolean }): AppMode {
  if (facts.punchout) return 'PUNCHOUT'
  return facts.appUserAgent ? 'APP' : 'NORMAL'
}

/**
 * What a punch-out session may not do (spec section 4): the cart goes back to the procurement
 * system, so there is no checkout (EJ_ORDER) and no order history of the shop's other channels
 * (EJ_ORDERHISTORIK); and a buyer inside a procurement system administers no users (role USER).
 * Applied to the session's claims when it is signed, so every guard that reads deny codes and roles
 * (pages, menus, routes) enforces the mode without knowing it.
 */
export const PUNCHOUT_DENIES: readonly DenyCode[] = ['EJ_ORDER', 'EJ_ORDERHISTORIK']

/** Spec section 4: punch-out sessions use one fixed delivery option. */
export const PUNCHOUT_DELIVERY_METHOD: DeliveryMethod = 'DBI'

interface Permissions {
  role: Role
  customerPermissions: ReadonlyArray<{ customerId: string; role: Role; permissionDenies: readonly DenyCode[] }>
}

export function punchoutPermissions<P extends Permissions>(permissions: P): P {
  return {
    ...permissions,
    role: 'USER',
    customerPermissions: permissions.customerPermissions.map((p) => ({
      customerId: p.customerId,
      role: 'USER' as const,
      permissionDenies: [...new Set([...p.permissionDenies, ...PUNCHOUT_DENIES])],
    })),
  }
}
