import { optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS, slugField } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Content listing page (spec "Content listing page"): lists the content pages that point to it. */
export const ListingPages: CollectionConfig = {
  slug: 'listing-pages',
  labels: { singular: 'Listningssida', plural: 'Listningssidor' },
  graphQL: { singularName: 'ListingPage', pluralName: 'ListingPages' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'slug', 'brand'] },
  access: brandScopedAccess(),
  indexes: [{ fields: ['brand', 'slug'], unique: true }],
  hooks: revalidateHooks('listing-pages'),
  fields: [
    brandField(),
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    slugField(),
    {
      name: 'hero',
      label: 'Toppbild',
      type: 'group',
      fields: [
        { name: 'title', label: 'Rubrik', type: 'text' },
        { name: 'description', label: 'Beskrivning', type: 'textarea' },
        optionalAssetField('heroDesktop', 'Bild, dator'),
        optionalAssetField('heroMobile', 'Bild, mobil'),
      ],
    },
    { name: 'overlay', label: 'Mörk överton på bilden', type: 'checkbox', defaultValue: false },
    optionalAssetField('icon', 'Ikon'),
    { name: 'ingress', label: 'Ingress', type: 'richText' },
    { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea' },
    { name: 'tagOrder', label: 'Taggordning', type: 'text', hasMany: true },
    { name: 'contentPages', label: 'Sidor', type: 'join', collection: 'pages', on: 'listingPage' },
  ],
}
