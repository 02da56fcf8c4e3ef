import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'
import { sectionsField } from '../shared/sections'

/** One front page per brand (spec: hero and up to 20 sections). */
export const FrontPages: CollectionConfig = {
  slug: 'front-pages',
  labels: { singular: 'Startsida', plural: 'Startsidor' },
  graphQL: { singularName: 'FrontPage', pluralName: 'FrontPages' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'brand', 'updatedAt'] },
  access: publicReadAdminWrite,
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
        { name: 'imageUrl', label: 'Bild (url)', type: 'text' },
        { name: 'linkUrl', label: 'Länk (url)', type: 'text' },
        { name: 'linkText', label: 'Länktext', type: 'text' },
      ],
    },
    sectionsField(20),
    { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea', admin: { position: 'sidebar' } },
  ],
}
