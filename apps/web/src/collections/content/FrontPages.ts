import { linkUrlField, optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { type PreviewDoc, previewUrl } from '../shared/preview'
import { revalidateHooks } from '../shared/revalidate'
import { FRONT_PAGE_BLOCKS, sectionsField } from '../shared/sections'

/** One front page per brand (spec: hero and up to 20 sections). */
export const FrontPages: CollectionConfig = {
  slug: 'front-pages',
  labels: { singular: 'Startsida', plural: 'Startsidor' },
  graphQL: { singularName: 'FrontPage', pluralName: 'FrontPages' },
  admin: {
    group: GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'brand', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl({ ...(data as PreviewDoc), slug: '' }) },
    preview: (doc) => previewUrl({ ...(doc as PreviewDoc), slug: '' }),
  },
  versions: { drafts: { autosave: false }, maxPerDoc: 25 },
  access: brandScopedAccess({ drafts: true }),
  hooks: revalidateHooks('front-pages'),
  fields: [
    brandField({ unique: true }),
    {
      name: 'title',
      label: 'Namn',
      type: 'text',
      required: true,
      admin: { description: 'Används i admin och som sidtitel.' },
    },
    {
      name: 'hero',
      label: 'Toppbild',
      type: 'group',
      fields: [
        { name: 'title', label: 'Rubrik', type: 'text', required: true },
        { name: 'description', label: 'Text', type: 'textarea' },
        optionalAssetField('heroDesktop', 'Bild, dator'),
        optionalAssetField('heroMobile', 'Bild, mobil'),
        {
          name: 'titleFontSize',
          label: 'Rubrikstorlek',
          type: 'select',
          defaultValue: 'large',
          enumName: 'enum_front_hero_size',
          options: [
            { label: 'Liten', value: 'small' },
            { label: 'Mellan', value: 'medium' },
            { label: 'Stor', value: 'large' },
          ],
        },
        { name: 'overlay', label: 'Mörk överton', type: 'checkbox', defaultValue: false },
        linkUrlField('linkUrl', 'Länk (url)'),
        { name: 'linkText', label: 'Länktext', type: 'text' },
      ],
    },
    sectionsField(20, FRONT_PAGE_BLOCKS),
    { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea', admin: { position: 'sidebar' } },
  ],
}
