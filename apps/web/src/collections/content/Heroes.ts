import { optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS, slugField } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/** Reusable hero fetched by slug (spec "Hero", getHero(slug)). */
export const Heroes: CollectionConfig = {
  slug: 'heroes',
  labels: { singular: 'Toppbild', plural: 'Toppbilder' },
  graphQL: { singularName: 'Hero', pluralName: 'Heroes' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'slug', 'brand'] },
  access: brandScopedAccess(),
  indexes: [{ fields: ['brand', 'slug'], unique: true }],
  hooks: revalidateHooks('heroes'),
  fields: [
    brandField(),
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    slugField(),
    {
      name: 'titleFontSize',
      label: 'Rubrikstorlek',
      type: 'select',
      defaultValue: 'large',
      options: [
        { label: 'Liten', value: 'small' },
        { label: 'Mellan', value: 'medium' },
        { label: 'Stor', value: 'large' },
      ],
    },
    { name: 'description', label: 'Beskrivning', type: 'textarea' },
    { name: 'overlay', label: 'Mörk överton', type: 'checkbox', defaultValue: false },
    optionalAssetField('heroDesktop', 'Bild, dator'),
    optionalAssetField('heroMobile', 'Bild, mobil'),
    optionalAssetField('icon', 'Ikon'),
  ],
}
