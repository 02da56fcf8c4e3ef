import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

/**
 * Cache tags for content read through Next's cache (`unstable_cache` / fetch tags). Pages tag what
 * they read with these names; the collection hooks below expire them when an editor saves.
 *   contentTag('pages')                         every page of every brand
 *   contentTag('pages', 'nordbygg')             every page of one brand
 *   contentTag('pages', 'nordbygg', 'om-oss')   one page
 */
export function contentTag(collection: string, brand?: string | null, slug?: string | null): string {
  return ['payload', collection, brand, slug].filter(Boolean).join(':')
}

type Doc = { brand?: string | null; slug?: string | null }

function expire(collection: string, doc: Doc | undefined, context: Record<string, unknown>) {
  // The seed and tests write outside a Next request; nothing is cached there.
  if (context.disableRevalidate || !doc) return
  const tags = new Set([
    contentTag(collection),
    contentTag(collection, doc.brand),
    contentTag(collection, doc.brand, doc.slug),
  ])
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max')
    } catch {
      // Outside a Next server (CLI, tests) there is no cache to expire.
    }
  }
}

/**
 * Hooks that expire a brand-scoped collection's cache tags after a change or delete. For collections
 * with drafts (pages, front pages) `afterChange` runs on every save: publishing (and unpublishing)
 * expires the tags so the brand site shows the change within seconds; a draft save expires them too,
 * which is harmless (published reads return the same published document).
 */
export function revalidateHooks(collection: string): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    expire(collection, doc as Doc, req.context)
    const before = previousDoc as Doc | undefined
    if (before && (before.slug !== (doc as Doc).slug || before.brand !== (doc as Doc).brand)) {
      expire(collection, before, req.context)
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expire(collection, doc as Doc, req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
