import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { drizzleOf, tableOf } from '../seed/bulk'

/** Spec section 7, one entry of POST /getEntitiesByAttribute. */
export interface AttributeEntity {
  articleNumber: string
  name: string
  variantSlug: string
  url: string
}

export interface AttributeQuery {
  attributeName: string
  attributeValue: string
  limit: number
}

type Condition = ReturnType<typeof sql>

// The part of Drizzle's select builder that SQLite and Postgres share; their precise types do not
// unite into one callable type (see seed/bulk.ts).
interface SelectDb {
  select(fields: Record<string, unknown>): {
    from(table: unknown): {
      where(condition: Condition): {
        orderBy(column: unknown): { limit(n: number): PromiseLike<Array<Record<string, unknown>>> }
      }
    }
  }
}

/**
 * Variants with one attribute of exactly that name and value. Attributes are a JSON array on the
 * variant row; Payload's JSON queries test each key on its own, which would also match a variant
 * whose name and value sit in two different attributes, so the pair is matched in SQL per dialect.
 */
export async function entitiesByAttribute(payload: Payload, query: AttributeQuery): Promise<AttributeEntity[]> {
  const { drizzle, name } = drizzleOf(payload)
  const variants = tableOf(payload, 'variants') as Record<
    'attributes' | 'articleNumber' | 'name' | 'variantSlug',
    unknown
  >
  const pair = JSON.stringify([{ attributeName: query.attributeName, attributeValue: query.attributeValue }])
  const condition =
    name === 'postgres'
      ? sql`${variants.attributes} @> ${pair}::jsonb`
      : sql`exists (select 1 from json_each(${variants.attributes}) as attribute
          where json_extract(attribute.value, '$.attributeName') = ${query.attributeName}
            and json_extract(attribute.value, '$.attributeValue') = ${query.attributeValue})`
  const rows = await (drizzle as unknown as SelectDb)
    .select({ articleNumber: variants.articleNumber, name: variants.name, variantSlug: variants.variantSlug })
    .from(variants)
    .where(condition)
    .orderBy(variants.articleNumber)
    .limit(query.limit)
  return rows.map((row) => ({
    articleNumber: String(row.articleNumber),
    name: String(row.name),
    variantSlug: String(row.variantSlug),
    url: `/produkt/${row.variantSlug}`,
  }))
}
