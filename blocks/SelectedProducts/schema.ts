import { text, z } from '../shared/schema'

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
