import 'server-only'
import type { Payload } from 'payload'
import type { PlaceholderKind } from '../media/placeholders'
import { nameByKey } from './storage'

/** Small catalog look-ups other domains ask for: whether an article exists, the name a picture shows. */

/** Does an article with this number exist? (A favourite must be one.) */
export { articleExists } from './storage'

type Keyed = [collection: Parameters<typeof nameByKey>[1], key: string]

/**
 * Which row names a placeholder picture (GET /placeholder/{kind}/{id}.svg): a product by its article
 * number (the id may carry a `-<n>` suffix), a category by its slug, a store by its id (`-m` marks its
 * mobile picture). The other kinds show no stored name.
 */
const LABELLED: Partial<Record<PlaceholderKind, (id: string) => Keyed>> = {
  product: (id) => ['variants', id.replace(/-\d+$/, '')],
  category: (id) => ['categories', id],
  store: (id) => ['stores', id.replace(/-m$/, '')],
}

/** Does a placeholder of this kind show a stored name? */
export const isLabelled = (kind: PlaceholderKind): boolean => kind in LABELLED

/** The stored name a placeholder picture shows; undefined for an unlabelled kind or a row that is not there. */
export async function placeholderLabel(payload: Payload, kind: PlaceholderKind, id: string) {
  const keyed = LABELLED[kind]?.(id)
  return keyed ? nameByKey(payload, ...keyed) : undefined
}
