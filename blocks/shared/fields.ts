import type { ArrayField, Field, GroupField, TextField } from 'payload'

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
 * An asset as a group {url, title, width, height}: the same shape as `Asset` (the platform has no
 * media collection; images are addressed by URL). `url` is required only for a required asset, so
 * editors may leave optional images (icons, posters) empty.
 */
export function assetField(name: string, label: string, options: { required?: boolean } = {}): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'url', label: 'Bild-URL', type: 'text', required: options.required ?? true },
      { name: 'title', label: 'Alt-text (bildtitel)', type: 'text' },
      {
        type: 'row',
        fields: [
          { name: 'width', label: 'Bredd (px)', type: 'number', min: 1 },
          { name: 'height', label: 'Höjd (px)', type: 'number', min: 1 },
        ],
      },
    ],
  }
}

/** An optional asset (url not required). */
export function optionalAssetField(name: string, label: string): GroupField {
  return assetField(name, label, { required: false })
}

export const titleField: TextField = { name: 'title', label: 'Rubrik', type: 'text', required: true }

export const iconField: GroupField = optionalAssetField('icon', 'Ikon')

export const backgroundColorField: TextField = {
  name: 'backgroundColor',
  label: 'Bakgrundsfärg',
  type: 'text',
  admin: { description: 'Hex-färg, t.ex. #f4f1ea. Tom = standardbakgrund.' },
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
        fields: [
          { name: 'text', label: 'Länktext', type: 'text' },
          { name: 'url', label: 'Länkadress', type: 'text' },
        ],
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
        { name: 'linkUrl', label: 'Länkadress', type: 'text' },
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
    { name: 'backgroundColor', label: 'Bakgrundsfärg', type: 'text' },
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
