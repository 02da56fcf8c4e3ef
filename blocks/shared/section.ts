import type { z } from '@shop/schemas'
import type { Block } from 'payload'

/**
 * Everything about a section type except how it renders: its zod shape, its Payload block, its
 * example and its Contentful selection. One per block folder (`blocks/<Type>/block.ts`), listed once
 * in ../sections.ts; the rendering component is paired with it in ../registry.ts. No React here: the
 * Payload config, the seed and the Contentful source read these.
 */
interface SectionParts<T extends string, S extends z.ZodType, E extends Record<string, unknown>> {
  /** The section type: the Payload block's slug (so a block row's `blockType`) and Contentful's type. */
  type: T
  /** The zod shape of the normalised `data`. */
  schema: S
  /**
   * The Payload block but its slug (the type) and interfaceName (`<Type>Section`). Field names equal
   * the schema's keys (tested); `dbName` keeps Postgres' table names short.
   */
  block: Omit<Block, 'slug' | 'interfaceName'>
  /**
   * One valid `data`: plain JSON (no functions, no dates) in the normalised shape (assets as {url,
   * title, width, height}, rich text as the RichText AST). The seed builds demo pages from it, the
   * tests render it. Its images are stand-in addresses (`/placeholder/<kind>/<id>.svg`) that the seed swaps
   * for uploads of the media library (apps/web/src/seed/media.ts); no route serves them.
   */
  example: E
  /** One `data` the schema must refuse: something a source could plausibly deliver wrong (tested). */
  invalid: unknown
  /** Contentful's GraphQL selection of the type's fields (`... on <type> { here }`); absent if Contentful has no such type. */
  contentful?: string
}

export interface SectionDefinition<
  T extends string = string,
  S extends z.ZodType = z.ZodType,
  E extends Record<string, unknown> = Record<string, unknown>,
> extends Omit<SectionParts<T, S, E>, 'block'> {
  /** The Payload block of the type, as the collections' `sections` field lists it. */
  config: Block
}

export function defineSection<const T extends string, S extends z.ZodType, E extends Record<string, unknown>>({
  block,
  ...parts
}: SectionParts<T, S, E>): SectionDefinition<T, S, E> {
  return { ...parts, config: { slug: parts.type, interfaceName: `${parts.type}Section`, ...block } }
}

/** A rich-text paragraph of one plain text, for examples. */
export const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
