import { linkUrlField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Site-wide alert banner (spec "Alert banner"); the app shell shows the brand's active one. */
export const AlertBanners: CollectionConfig = {
  slug: 'alert-banners',
  labels: { singular: 'Varningsbanner', plural: 'Varningsbanners' },
  graphQL: { singularName: 'AlertBanner', pluralName: 'AlertBanners' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'brand', 'type', 'active'] },
  access: brandScopedAccess(),
  hooks: revalidateHooks('alert-banners'),
  fields: [
    brandField(),
    { name: 'active', label: 'Aktiv', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'type',
      label: 'Typ',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'Information', value: 'info' },
        { label: 'Varning', value: 'warning' },
        { label: 'Fel', value: 'error' },
      ],
    },
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    { name: 'message', label: 'Meddelande', type: 'textarea' },
    linkUrlField('linkUrl', 'Länk (url)'),
    { name: 'linkText', label: 'Länktext', type: 'text' },
    { name: 'secondLinkUrl', label: 'Andra länken (url)', type: 'text' },
    { name: 'secondLinkText', label: 'Andra länkens text', type: 'text' },
  ],
}
