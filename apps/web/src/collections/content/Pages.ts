import { optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig, Where } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS, slugField } from '../shared/fields'
import { type PreviewDoc, previewUrl } from '../shared/preview'
import { revalidateHooks } from '../shared/revalidate'
import { sectionsField } from '../shared/sections'

/** Anonymous visitors never receive pages marked for logged-in visitors only. */
const anonymousVisible: Where = {
  or: [{ authenticatedOnly: { equals: false } }, { authenticatedOnly: { exists: false } }],
}

/**
 * Content page (spec section 3 "Content page"), routed as /{slug} or, when it belongs to a listing
 * page, /{listingSlug}/{slug}. A slug is unique within a brand; two brands may share it.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Innehållssida', plural: 'Innehållssidor' },
  graphQL: { singularName: 'Page', pluralName: 'Pages' },
  admin: {
    group: GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'brand', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(data as PreviewDoc) },
    preview: (doc) => previewUrl(doc as PreviewDoc),
  },
  access: brandScopedAccess({ drafts: true, publicRead: (user) => (user ? true : anonymousVisible) }),
  versions: { drafts: { autosave: false }, maxPerDoc: 25 },
  indexes: [{ fields: ['brand', 'slug'], unique: true }],
  hooks: revalidateHooks('pages'),
  fields: [
    brandField(),
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    { name: 'preTitle', label: 'Förrubrik', type: 'text' },
    slugField(),
    {
      name: 'listingPage',
      label: 'Listningssida',
      type: 'relationship',
      relationTo: 'listing-pages',
      index: true,
      admin: { position: 'sidebar', description: 'Sidan visas då under /{listningssida}/{slug}.' },
    },
    { name: 'ingress', label: 'Ingress', type: 'richText' },
    { name: 'bodyTextPrimary', label: 'Brödtext', type: 'richText' },
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
    optionalAssetField('thumbnail', 'Miniatyrbild'),
    sectionsField(50),
    { name: 'banner', label: 'Banner', type: 'relationship', relationTo: 'banners' },
    { name: 'tags', label: 'Taggar', type: 'text', hasMany: true },
    { name: 'categories', label: 'Kategorier', type: 'text', hasMany: true },
    { name: 'categorySectionTitle', label: 'Rubrik för kategorisektion', type: 'text' },
    optionalAssetField('categorySectionIcon', 'Ikon för kategorisektion'),
    { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea', admin: { position: 'sidebar' } },
    { name: 'canonicalLink', label: 'Kanonisk länk', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'showSidebar',
      label: 'Visa sidomeny',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'displayContacts',
      label: 'Visa kontakter',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'excludeFromSearch',
      label: 'Dölj i sök',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'authenticatedOnly',
      label: 'Endast för inloggade',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
