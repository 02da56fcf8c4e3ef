import { backgroundColorField, linkUrlField, optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Marketing/content banner (spec "Banner"), referenced from sections and content pages. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banners' },
  graphQL: { singularName: 'Banner', pluralName: 'Banners' },
  admin: { group: GROUPS.content, useAsTitle: 'name', defaultColumns: ['name', 'brand', 'template'] },
  access: brandScopedAccess(),
  hooks: revalidateHooks('banners'),
  fields: [
    brandField(),
    { name: 'name', label: 'Namn', type: 'text', required: true },
    { name: 'title', label: 'Rubrik', type: 'text' },
    { name: 'preTitle', label: 'Förrubrik', type: 'text' },
    { name: 'text', label: 'Text', type: 'textarea' },
    { name: 'textRow1', label: 'Textrad 1', type: 'text' },
    { name: 'textRow2', label: 'Textrad 2', type: 'text' },
    { name: 'buttonText', label: 'Knapptext', type: 'text' },
    {
      name: 'template',
      label: 'Mall',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { label: 'Standard', value: 'standard' },
        { label: 'Stor', value: 'large' },
        { label: 'Kampanj', value: 'campaign' },
        { label: 'Endast bild', value: 'image' },
      ],
    },
    linkUrlField('linkUrl', 'Länk (url)'),
    { name: 'isExternalLink', label: 'Extern länk', type: 'checkbox', defaultValue: false },
    optionalAssetField('image', 'Bild'),
    optionalAssetField('contentImage', 'Innehållsbild'),
    optionalAssetField('bannerDesktop', 'Banner, dator'),
    optionalAssetField('bannerMobile', 'Banner, mobil'),
    backgroundColorField,
    optionalAssetField('icon', 'Ikon'),
    { name: 'weight', label: 'Vikt (slumpbanners)', type: 'number', defaultValue: 1 },
    { name: 'marketingId', label: 'Marknadsförings-id', type: 'text' },
    { name: 'creative', label: 'Kreativ (spårning)', type: 'text' },
    { name: 'metaTitle', label: 'Metatitel', type: 'text' },
    { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea' },
  ],
}
