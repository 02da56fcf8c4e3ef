import { appModeOf } from '@shop/commerce'
import type { ShellMode } from '../shell/types'

/**
 * Spec section 2: a user agent that starts with a versioned app marker (our native apps send e.g.
 * `NordbyggApp/3.2.0 (iOS 18) …`) switches the UI into app mode.
 */
const APP_MARKER = /^[A-Za-z][A-Za-z0-9]*App\/\d+(\.\d+){0,3}(\s|$)/

export function isAppUserAgent(userAgent: string | null | undefined): boolean {
  return APP_MARKER.test(userAgent ?? '')
}

/** The shell's mode for a request: a punch-out session wins over the app's user agent (appModeOf). */
export function shellModeOf(
  session: { punchout: { companyName: string } | null } | null,
  userAgent: string | null | undefined,
): ShellMode {
  const mode = appModeOf({ punchout: Boolean(session?.punchout), appUserAgent: isAppUserAgent(userAgent) })
  return mode === 'PUNCHOUT' && session?.punchout
    ? { kind: 'PUNCHOUT', company: session.punchout.companyName }
    : { kind: mode === 'APP' ? 'APP' : 'NORMAL' }
}
