import type { CollectionConfig } from 'payload'
import { GROUPS } from '../shared/fields'

const nobody = () => false

/**
 * One row per refresh token (packages/auth tokens.ts). Rows of one login share `sessionId`; a
 * rotation marks the old row `replacedAt` and adds a new one, so a replayed token is recognised and
 * the whole session revoked. Only the shop's auth service touches these rows (Local API), never the
 * Payload API; the chosen customer context and a punch-out session's settings live here so they survive token
 * refreshes.
 */
export const AuthSessions: CollectionConfig = {
  slug: 'auth-sessions',
  labels: { singular: 'Inloggning', plural: 'Inloggningar' },
  admin: { group: GROUPS.system, hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    { name: 'sessionId', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    // What the session's access tokens must carry (claimsDigest in packages/auth): user, role, permissions.
    { name: 'claimsDigest', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'replacedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
    { name: 'contextCustomer', type: 'text' },
    { name: 'contextProject', type: 'text' },
    // A punch-out session's settings (@shop/auth punchout-session.ts): callback, company, protocol.
    { name: 'punchout', type: 'json' },
  ],
}
