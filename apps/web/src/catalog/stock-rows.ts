import type { StockLocation } from './stock'

/** One location's stock on the product page, with the location's name. */
export interface StockRow extends StockLocation {
  name: string
  isCentral: boolean
  isMyStore: boolean
}

export interface ProductStock {
  myStore: StockRow
  central: StockRow
  /** The shopper's store first, then the brand's other stores by name, then the central warehouse. */
  all: StockRow[]
}

const swedish = new Intl.Collator('sv')

/**
 * The product page's stock for the shopper whose store is `storeId`, from the rows of the brand's
 * stores and the central warehouse in any order: the server's render and a browser filling in a page
 * shared by many shoppers order them by this one rule.
 */
export function productStock(rows: readonly StockRow[], storeId: string): ProductStock {
  const marked = rows.map((row) => ({ ...row, isMyStore: row.locationId === storeId }))
  const mine = marked.filter((row) => row.isMyStore && !row.isCentral)
  const central = marked.filter((row) => row.isCentral)
  const others = marked
    .filter((row) => !row.isMyStore && !row.isCentral)
    .sort((a, b) => swedish.compare(a.name, b.name))
  const all = [...mine, ...others, ...central]
  return { myStore: all[0] as StockRow, central: all[all.length - 1] as StockRow, all }
}
