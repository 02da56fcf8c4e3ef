import type { CollectionConfig } from 'payload'
import { GROUPS } from '../shared/fields'

const nobody = () => false

export const TICKET_PURPOSES = ['activate', 'reset', 'challenge', 'punchout'] as const
export type TicketPurpose = (typeof TICKET_PURPOSES)[number]

/**
 * One-time links and challenges: account activation, forgotten password, the new-password challenge
 * of a first login, and a cXML punch-out's start page (its session's settings kept with it). Only a
 * hash of the token is stored; a ticket is used once.
 */
export const AuthTickets: CollectionConfig = {
  slug: 'auth-tickets',
  labels: { singular: 'Engångslänk', plural: 'Engångslänkar' },
  admin: { group: GROUPS.system, hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: TICKET_PURPOSES.map((value) => ({ value, label: value })),
      enumName: 'enum_auth_ticket_purpose',
    },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    // A punch-out start page's session settings (@shop/auth punchout-session.ts).
    { name: 'punchout', type: 'json' },
  ],
}
