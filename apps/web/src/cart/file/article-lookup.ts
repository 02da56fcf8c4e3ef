import 'server-only'
import type { Payload } from 'payload'
import { sqlRows } from '../../db/sql'
import { cartVariants } from '../service'

/** Quick order's live lookup: articles by article number or EAN as the shopper types. */

export const LOOKUP_LIMIT = 8

export interface LookupArticle {
  articleNumber: string
  name: string
  ean: string | null
  unit: string
  orderMultiple: number
  image: string | null
}

/**
 * Exact matches first (an EAN scanned into the field), then prefixes, shorter numbers before longer.
 * `q` holds only letters, digits and '-' (the route checks), so it needs no LIKE escaping.
 */
export async function lookupArticles(payload: Payload, q: string, limit = LOOKUP_LIMIT): Promise<LookupArticle[]> {
  const prefix = `${q}%`
  const rows = await sqlRows<{ article_number: string }>(
    payload,
    `SELECT article_number FROM variants
      WHERE article_number LIKE ? OR ean LIKE ?
      ORDER BY CASE WHEN article_number = ? OR ean = ? THEN 0 ELSE 1 END, LENGTH(article_number), article_number
      LIMIT ${Number(limit)}`,
    [prefix, prefix, q, q],
  )
  const numbers = rows.map((row) => String(row.article_number))
  // The cart's own reading of variants, so a suggestion shows what the cart line will show.
  const variants = await cartVariants(payload, numbers)
  return numbers.flatMap((articleNumber) => {
    const variant = variants.get(articleNumber)
    if (!variant) return []
    const { name, ean, unit, orderMultiple, image } = variant
    return [{ articleNumber, name, ean, unit, orderMultiple, image }]
  })
}
