import type { CollectionConfig } from 'payload'
import { isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

const nobody = () => false

/**
 * Every e-mail the shop sends (activation, forgotten password, and later order documents) is written
 * here first. Without an SMTP server configured this is where mail ends up, readable by site admins
 * in the admin; it is also what tests read the links from.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Utgående e-post', plural: 'Utkorg' },
  admin: {
    group: GROUPS.system,
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'kind', 'createdAt'],
    description: 'E-post som butiken har skickat. Länkar i e-posten går att använda härifrån vid test.',
  },
  access: { read: isSiteAdmin, create: nobody, update: nobody, delete: isSiteAdmin },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'to', label: 'Till', type: 'email', required: true, index: true },
    { name: 'subject', label: 'Ämne', type: 'text', required: true },
    { name: 'kind', label: 'Typ', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'textarea', required: true },
    { name: 'brand', label: 'Varumärke', type: 'text' },
  ],
}
