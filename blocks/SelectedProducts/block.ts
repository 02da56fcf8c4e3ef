import { shortBlockTableName, shortEnumName, titleField } from '../shared/fields'
import { text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

/**
 * Where the block's products come from: the editor's article numbers, or "Populära just nu" (the
 * brand's most clicked, added and bought articles of the last days, falling back to the chosen ones).
 */
export const SELECTED_PRODUCTS_SOURCES = ['chosen', 'popular'] as const

/** Article numbers as Payload's text hasMany (string[]), rows {articleNumber}, or one comma/newline list. */
const articleNumbers = z.preprocess(
  (value) => {
    const list = typeof value === 'string' ? value.split(/[\s,;]+/) : value
    if (!Array.isArray(list)) return list
    return list
      .map((item) =>
        typeof item === 'object' && item !== null && 'articleNumber' in item
          ? (item as { articleNumber: unknown }).articleNumber
          : item,
      )
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '')
  },
  z.array(z.string().min(1)).min(1).max(24),
)

export const selectedProductsSchema = z.object({
  title: text,
  // Absent (a source without the field, content written before it) means the chosen articles.
  source: z.enum(SELECTED_PRODUCTS_SOURCES).optional(),
  popularCount: z.int().min(1).max(24).optional(),
  articleNumbers,
})
export type SelectedProductsData = z.output<typeof selectedProductsSchema>

/** How many popular products the block shows when the editor gave no count. */
export const DEFAULT_POPULAR_COUNT = 8

const SOURCE_LABELS: Record<(typeof SELECTED_PRODUCTS_SOURCES)[number], string> = {
  chosen: 'Valda artiklar',
  popular: 'Populära just nu',
}

export const selectedProductsSection = defineSection({
  type: 'SelectedProducts',
  schema: selectedProductsSchema,
  block: {
    dbName: shortBlockTableName('sel_prod'),
    labels: { singular: 'Utvalda produkter', plural: 'Utvalda produkter' },
    fields: [
      titleField,
      {
        name: 'source',
        label: 'Visa',
        type: 'select',
        enumName: shortEnumName('sp_src'),
        defaultValue: 'chosen',
        options: SELECTED_PRODUCTS_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
        admin: {
          description:
            'Populära just nu: de artiklar besökarna har klickat på, lagt i varukorgen och köpt mest de senaste 7 dagarna. Utan sådana visas de valda artiklarna.',
        },
      },
      {
        name: 'popularCount',
        label: 'Antal populära produkter',
        type: 'number',
        min: 1,
        max: 24,
        defaultValue: 8,
        admin: { condition: (_, siblings) => siblings?.source === 'popular' },
      },
      {
        name: 'articleNumbers',
        label: 'Artikelnummer',
        type: 'text',
        hasMany: true,
        required: true,
        minRows: 1,
        maxRows: 24,
        admin: {
          description:
            'Ett artikelnummer per rad, i den ordning produkterna ska visas. Vid Populära just nu visas de när det ännu inte finns några populära.',
        },
      },
    ],
  },
  example: {
    title: 'Populära produkter',
    articleNumbers: ['1000004', '1000011', '1000019', '1000025'],
  },
  invalid: { title: 'Produkter', articleNumbers: [] },
  contentful: 'title articleNumbers',
})
