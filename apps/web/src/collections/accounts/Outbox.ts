import type { CollectionConfig } from 'payload'
import { isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

const nobody = () => false

/**
 * Every e-mail the shop sends (account, order and quote mail) is written here first, then handed to the
 * mail server when `SMTP_URL` configures one (mail/outbox.ts). It is the record of what was sent, readable
 * by site admins in the admin: attachments by name, type and size (not their bytes), and whether the mail
 * server took the mail, so a failed mail can be seen. Tests also read the links from it.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Utgående e-post', plural: 'Utkorg' },
  admin: {
    group: GROUPS.system,
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'kind', 'delivery', 'createdAt'],
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
    { name: 'from', label: 'Från', type: 'text' },
    { name: 'replyTo', label: 'Svar till', type: 'email' },
    {
      name: 'attachments',
      label: 'Bilagor',
      type: 'array',
      labels: { singular: 'Bilaga', plural: 'Bilagor' },
      fields: [
        { name: 'filename', label: 'Filnamn', type: 'text', required: true },
        { name: 'contentType', label: 'Filtyp', type: 'text', required: true },
        { name: 'size', label: 'Storlek (byte)', type: 'number', required: true },
      ],
    },
    {
      name: 'delivery',
      label: 'Leverans',
      type: 'select',
      required: true,
      defaultValue: 'outbox',
      index: true,
      options: [
        { value: 'outbox', label: 'Endast i utkorgen (ingen e-postserver)' },
        { value: 'sending', label: 'Skickas' },
        { value: 'delivered', label: 'Skickad' },
        { value: 'failed', label: 'Misslyckades' },
      ],
    },
    { name: 'deliveredAt', label: 'Skickad', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'deliveryError', label: 'Fel vid sändning', type: 'textarea' },
  ],
}
