import { linkUrlField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Information banner (spec "Information banner"), closable by the visitor. */
export const InformationBanners: CollectionConfig = {
  slug: 'information-banners',
  labels: { singular: 'Informationsbanner', plural: 'Informationsbanners' },
  graphQL: { singularName: 'InformationBanner', pluralName: 'InformationBanners' },
  admin: { group: GROUPS.content, useAsTitle: 'message', defaultColumns: ['message', 'brand', 'active'] },
  access: brandScopedAccess(),
  hooks: revalidateHooks('information-banners'),
  fields: [
    brandField(),
    { name: 'active', label: 'Aktiv', type: 'checkbox', defaultValue: false, index: true },
    { name: 'message', label: 'Meddelande', type: 'text', required: true },
    linkUrlField('linkUrl', 'Länk (url)'),
    { name: 'linkText', label: 'Länktext', type: 'text' },
    { name: 'linkIcon', label: 'Länkikon', type: 'text', admin: { description: 'Ikonnamn, t.ex. "arrow-right".' } },
  ],
}
