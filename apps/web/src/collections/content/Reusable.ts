import { linkUrlField, optionalAssetField } from '@shop/blocks/shared/fields'
import type { CollectionConfig, Field } from 'payload'
import { brandScopedAccess, isSiteAdmin } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

const linkGroup: Field = {
  name: 'link',
  label: 'Länk',
  type: 'group',
  fields: [{ name: 'text', label: 'Länktext', type: 'text' }, linkUrlField('url', 'Länkadress')],
}

function reusable(
  slug: string,
  labels: { singular: string; plural: string },
  graphQL: { singularName: string; pluralName: string },
  fields: Field[],
  extra: Partial<CollectionConfig> = {},
): CollectionConfig {
  return {
    slug,
    labels,
    graphQL,
    admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'brand', 'updatedAt'] },
    access: brandScopedAccess(),
    hooks: revalidateHooks(slug),
    fields: [brandField(), ...fields],
    ...extra,
  }
}

/** Spec "info block" fetched by id (getInfoBlock). */
export const InfoBlocks = reusable(
  'info-blocks',
  { singular: 'Infoblock', plural: 'Infoblock' },
  { singularName: 'InfoBlock', pluralName: 'InfoBlocks' },
  [
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'richText' },
    linkGroup,
  ],
)

/** Spec "text-and-media" fetched by id (getTextAndMedia). */
export const TextAndMedia = reusable(
  'text-and-media',
  { singular: 'Text och media', plural: 'Text och media' },
  { singularName: 'TextAndMediaEntry', pluralName: 'TextAndMediaEntries' },
  [
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'richText' },
    optionalAssetField('image', 'Bild'),
    { name: 'videoUrl', label: 'Video (url)', type: 'text' },
    {
      name: 'mediaPosition',
      label: 'Bildens placering',
      type: 'select',
      defaultValue: 'right',
      options: [
        { label: 'Vänster', value: 'left' },
        { label: 'Höger', value: 'right' },
      ],
    },
    linkGroup,
  ],
)

/** Spec "text block" fetched by id (getTextBlock). */
export const TextBlocks = reusable(
  'text-blocks',
  { singular: 'Textblock', plural: 'Textblock' },
  { singularName: 'TextBlockEntry', pluralName: 'TextBlockEntries' },
  [
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    { name: 'text', label: 'Text', type: 'richText' },
  ],
)

/** Spec "Logo": the brand's logo set (one per brand). */
export const Logos = reusable(
  'logos',
  { singular: 'Logotyp', plural: 'Logotyper' },
  { singularName: 'Logo', pluralName: 'Logos' },
  [
    { name: 'title', label: 'Namn', type: 'text', required: true },
    optionalAssetField('logo', 'Logotyp'),
    optionalAssetField('logoSmall', 'Liten logotyp'),
    optionalAssetField('favicon', 'Favicon'),
    optionalAssetField('lightLogo', 'Ljus logotyp'),
    optionalAssetField('lightLogoSmall', 'Liten ljus logotyp'),
  ],
  { indexes: [{ fields: ['brand'], unique: true }] },
)

const linkRows = (name: string, label: string, dbName: string): Field => ({
  name,
  label,
  type: 'array',
  dbName,
  fields: [
    { name: 'label', label: 'Text', type: 'text', required: true },
    linkUrlField('url', 'Url', { required: true }),
    { name: 'icon', label: 'Ikon', type: 'text' },
  ],
})

/** The brand's header: top links and selling points (the menus themselves are `menus`). */
export const Headers = reusable(
  'headers',
  { singular: 'Sidhuvud', plural: 'Sidhuvuden' },
  { singularName: 'Header', pluralName: 'Headers' },
  [
    { name: 'title', label: 'Namn', type: 'text', required: true },
    linkRows('topLinks', 'Länkar överst', 'header_links'),
    { name: 'usps', label: 'Säljargument', type: 'text', hasMany: true },
    { name: 'searchPlaceholder', label: 'Platshållare i sökfältet', type: 'text' },
  ],
  { indexes: [{ fields: ['brand'], unique: true }] },
)

/** The brand's footer: link columns, bottom text (store details come from the stores). */
export const Footers = reusable(
  'footers',
  { singular: 'Sidfot', plural: 'Sidfötter' },
  { singularName: 'Footer', pluralName: 'Footers' },
  [
    { name: 'title', label: 'Namn', type: 'text', required: true },
    {
      name: 'columns',
      label: 'Kolumner',
      type: 'array',
      dbName: 'footer_cols',
      fields: [
        { name: 'title', label: 'Rubrik', type: 'text', required: true },
        linkRows('links', 'Länkar', 'footer_col_links'),
      ],
    },
    linkRows('socialLinks', 'Sociala medier', 'footer_social'),
    { name: 'bottomText', label: 'Text längst ner', type: 'textarea' },
  ],
  { indexes: [{ fields: ['brand'], unique: true }] },
)

/**
 * A submitted dynamic form (spec: "submissions stored and visible in the admin"). Created only by the
 * app's form route (Local API, overrideAccess); readable by site admins and the brand's editors.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Formulärsvar', plural: 'Formulärsvar' },
  graphQL: { singularName: 'FormSubmission', pluralName: 'FormSubmissions' },
  admin: { group: GROUPS.content, useAsTitle: 'id', defaultColumns: ['form', 'brand', 'createdAt'] },
  access: {
    ...brandScopedAccess({ privateRead: true, serverCreateOnly: true }),
    create: () => false,
    update: isSiteAdmin,
  },
  fields: [
    // The form's brand, set by the server; not limited to a user's editor brands (a visitor submits).
    brandField({ validate: undefined, filterOptions: undefined }),
    { name: 'form', label: 'Formulär', type: 'relationship', relationTo: 'dynamic-forms', required: true, index: true },
    { name: 'values', label: 'Svar', type: 'json', required: true },
  ],
}
