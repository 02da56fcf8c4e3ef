import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { CONTENT_TAG, contentTagOf, expireTags } from '../../page-cache/tags'

/**
 * Cache tags for content read through Next's cache (`unstable_cache` / fetch tags). Data cached apart
 * from pages is tagged with these names; the collection hooks below expire them when an editor saves,
 * with the cached pages' own tags (page-cache/tags.ts).
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
  expireTags([
    contentTag(collection),
    contentTag(collection, doc.brand),
    contentTag(collection, doc.brand, doc.slug),
    // A document of no brand (a store, a reusable part) may show on every brand's pages.
    doc.brand ? contentTagOf(doc.brand) : CONTENT_TAG,
  ])
}

/**
 * Hooks that expire a content collection's cache tags after a change or delete. For collections
 * with drafts (pages, front pages) `afterChange` runs on every save: publishing (and unpublishing)
 * expires the tags so the brand site shows the change on the next request; a draft save expires them
 * too, which is harmless (the next render reads the same published document).
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

/** One collection's hooks from several sets, each kind's hooks in the order given. */
export function joinHooks(...sets: CollectionConfig['hooks'][]): NonNullable<CollectionConfig['hooks']> {
  const joined: Record<string, unknown[]> = {}
  for (const set of sets) {
    for (const [kind, hooks] of Object.entries(set ?? {}))
      joined[kind] = [...(joined[kind] ?? []), ...(hooks as unknown[])]
  }
  return joined as NonNullable<CollectionConfig['hooks']>
}
