import 'server-only'
import type { Where } from 'payload'
import { payload } from '../db/payload'

export interface ContentPageSummary {
  title: string
  preTitle: string | null
  slug: string
}

/** Spec section 9: content search returns at most 5 pages. */
const SEARCH_LIMIT = 5

/** A brand's content page by slug (the content issue moves this behind the ContentSource interface). */
export async function findContentPage(brand: string, slug: string) {
  const instance = await payload()
  const { docs } = await instance.find({
    collection: 'pages',
    where: { and: [{ brand: { equals: brand } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

/** Content pages of a brand whose title matches `q`, excluding pages marked out of search. */
export async function searchContentPages(brand: string, q: string): Promise<ContentPageSummary[]> {
  const instance = await payload()
  const where: Where = {
    and: [
      { brand: { equals: brand } },
      { excludeFromSearch: { not_equals: true } },
      { or: [{ title: { like: q } }, { preTitle: { like: q } }] },
    ],
  }
  const { docs } = await instance.find({ collection: 'pages', where, limit: SEARCH_LIMIT, depth: 0 })
  return docs.map((doc) => ({ title: doc.title, preTitle: doc.preTitle ?? null, slug: doc.slug }))
}
