import type { ArrayField, Field, FilterOptions, GroupField, SelectField, TextField, UploadField } from 'payload'
import { textSelect } from './text-select'
import { SECTION_TONE_LABELS, SECTION_TONES, sectionToneSchema } from './tone'

/**
 * Shared Payload field builders for the section blocks. The stored shape of every field equals the
 * normalised content model of @shop/schemas, so the Payload adapter passes `data` through unchanged
 * (apart from rich text, which it converts to the RichText AST, and nulls, which the blocks tolerate).
 */

/** Postgres identifiers stop at 63 characters: nested tables get a short name under their parent. */
export function shortTableName(suffix: string) {
  return ({ tableName }: { tableName?: string }) => `${tableName ?? 'b'}_${suffix}`
}

/** Block tables: `<root>_blocks_<code>` with a short code instead of the snake-cased slug. */
export function shortBlockTableName(code: string) {
  return ({ tableName }: { tableName?: string }) => `${tableName ?? 'b'}_blocks_${code}`
}

/** Enums of select fields: `enum_<parent>_<suffix>`. */
export function shortEnumName(suffix: string) {
  return ({ tableName }: { tableName?: string }) => `enum_${tableName ?? 'b'}_${suffix}`
}

/**
 * An image of the media library (collections/content/Media.ts): an upload relation, so editors pick or
 * upload a file and its width, height, alt text and focal point come with it. Only the document's own
 * brand's images are offered and accepted (catalog documents, of no brand: the catalog's images).
 */
export function assetField(name: string, label: string, options: { required?: boolean } = {}): UploadField {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    required: options.required ?? true,
    filterOptions: sameBrandMedia,
  }
}

/** The media a document may use: its brand's (checked on save too, with the editor's own access). */
export const sameBrandMedia: FilterOptions = ({ data }) => {
  const brand = (data as { brand?: unknown } | undefined)?.brand
  return typeof brand === 'string' && brand ? { brand: { equals: brand } } : { brand: { exists: false } }
}

/** An optional image. */
export function optionalAssetField(name: string, label: string): UploadField {
  return assetField(name, label, { required: false })
}

export const titleField: TextField = { name: 'title', label: 'Rubrik', type: 'text', required: true }

export const iconField: UploadField = optionalAssetField('icon', 'Ikon')

export const backgroundColorField: SelectField = textSelect(
  {
    name: 'backgroundColor',
    label: 'Bakgrund',
    type: 'select',
    options: SECTION_TONES.map((value) => ({ value, label: SECTION_TONE_LABELS[value] })),
    admin: { description: 'Färgerna kommer från varumärkets tema. Tom = sidans bakgrund.' },
  },
  sectionToneSchema,
)

/**
 * A link's address. The app checks an internal one (`/…`) against the brand's site when a page is
 * published (collections/shared/links.ts finds these fields by `custom.internalLink`).
 */
export function linkUrlField(name: string, label: string, extra: Partial<TextField> = {}): TextField {
  return { name, label, type: 'text', custom: { internalLink: true }, ...extra } as TextField
}

/** A link {text, url}; both optional. */
export function linkField(name = 'link', label = 'Länk'): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [{ name: 'text', label: 'Länktext', type: 'text' }, linkUrlField('url', 'Länkadress')],
      },
    ],
  }
}

/** The fields of the spec's Banner (all of them; `weight` only where a block picks by weight). */
export function bannerFields(options: { weight?: boolean } = {}): Field[] {
  return [
    { name: 'name', label: 'Internt namn', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'preTitle', label: 'Överrubrik', type: 'text' },
        { name: 'title', label: 'Rubrik', type: 'text' },
      ],
    },
    { name: 'text', label: 'Text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'textRow1', label: 'Textrad 1', type: 'text' },
        { name: 'textRow2', label: 'Textrad 2', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', label: 'Knapptext', type: 'text' },
        linkUrlField('linkUrl', 'Länkadress'),
        { name: 'isExternalLink', label: 'Extern länk (öppnas i ny flik)', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'template',
      label: 'Mall',
      type: 'select',
      defaultValue: 'default',
      enumName: shortEnumName('tpl'),
      options: [
        { label: 'Standard (bild och text)', value: 'default' },
        { label: 'Endast bild', value: 'image' },
        { label: 'Endast text', value: 'text' },
      ],
    },
    ...(options.weight
      ? [
          {
            name: 'weight',
            label: 'Vikt (sannolikhet att visas; 0 = visas aldrig)',
            type: 'number',
            min: 0,
            defaultValue: 1,
          } satisfies Field,
        ]
      : []),
    backgroundColorField,
    optionalAssetField('image', 'Bild'),
    optionalAssetField('contentImage', 'Innehållsbild'),
    optionalAssetField('bannerDesktop', 'Banner, dator'),
    optionalAssetField('bannerMobile', 'Banner, mobil'),
    optionalAssetField('icon', 'Ikon'),
    {
      type: 'collapsible',
      label: 'Spårning och metadata',
      admin: { initCollapsed: true },
      fields: [
        { name: 'marketingId', label: 'Marknads-id', type: 'text' },
        { name: 'creative', label: 'Kreativ', type: 'text' },
        { name: 'metaTitle', label: 'Metatitel', type: 'text' },
        { name: 'metaDescription', label: 'Metabeskrivning', type: 'textarea' },
      ],
    },
  ]
}

/** The inline banner groups of a banner section. */
export function bannersField(options: { weight?: boolean; minRows?: number; maxRows?: number } = {}): ArrayField {
  return {
    name: 'banners',
    label: 'Banners',
    labels: { singular: 'Banner', plural: 'Banners' },
    type: 'array',
    dbName: shortTableName('bnr'),
    minRows: options.minRows ?? 1,
    ...(options.maxRows ? { maxRows: options.maxRows } : {}),
    fields: bannerFields({ weight: options.weight }),
  }
}
