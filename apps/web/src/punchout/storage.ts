import 'server-only'
import type { Payload } from 'payload'
import { jsonColumn, placeholders, sqlRows } from '../db/sql'

/** What the export needs of each article beyond the cart line: its SSG attribute and category trail. */
export interface ExportFacts {
  ssg: string | null
  /** The product's breadcrumb, root first. */
  breadcrumbParents: string[]
}

export async function exportFacts(
  payload: Payload,
  articleNumbers: readonly string[],
): Promise<Map<string, ExportFacts>> {
  const unique = [...new Set(articleNumbers)]
  const facts = new Map<string, ExportFacts>()
  if (!unique.length) return facts
  const rows = await sqlRows<{ article_number: string; attributes: unknown; breadcrumb_parents: unknown }>(
    payload,
    `SELECT v.article_number, v.attributes, p.breadcrumb_parents
       FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.article_number IN (${placeholders(unique.length)})`,
    unique,
  )
  for (const row of rows) {
    const attributes = jsonColumn<Array<{ attributeName: string; attributeValue: string }>>(row.attributes, [])
    facts.set(row.article_number, {
      ssg: attributes.find((a) => a.attributeName === 'SSG')?.attributeValue ?? null,
      breadcrumbParents: jsonColumn<Array<{ name: string }>>(row.breadcrumb_parents, []).map((crumb) => crumb.name),
    })
  }
  return facts
}
