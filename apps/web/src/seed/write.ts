/**
 * How the seed writes every document it creates through Payload: as the system (no user's access to check),
 * without the revalidation a change triggers (nothing is cached yet), without the link check (pages link to
 * pages written later; the e2e crawl checks the result), and at depth 0: the seed reads back only
 * the new document's id, and populating each one's relations made customers and categories take twice as long
 * (and every integration test file seeds).
 */
export const seedWrite = {
  context: { disableRevalidate: true, skipLinkCheck: true },
  overrideAccess: true,
  depth: 0,
} as const
