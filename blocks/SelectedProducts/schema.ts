import { text, z } from '../shared/schema'

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
  articleNumbers,
})
export type SelectedProductsData = z.output<typeof selectedProductsSchema>
