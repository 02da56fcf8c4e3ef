import type { AuthStrategy } from 'payload'
import { authenticate } from './authenticate'
import { panelUser } from './storage/sessions'

/**
 * Lets the Payload admin panel and API recognise the shop's session, so editors and site admins log
 * in once, on the shop's login page, with the same password rules and throttling as everyone else.
 */
export const shopTokenStrategy: AuthStrategy = {
  name: 'shop-token',
  authenticate: async ({ headers, payload }) => {
    const auth = await authenticate(payload, headers)
    if (!auth.ok) return { user: null }
    const user = await panelUser(payload, auth.claims.userId)
    if (!user || user.active === false) return { user: null }
    // `_sid` lets the admin's logout end this very session (user-hooks.ts endSessionOnAdminLogout).
    return { user: { ...user, collection: 'users', _strategy: 'shop-token', _sid: auth.claims.sessionId } }
  },
}
