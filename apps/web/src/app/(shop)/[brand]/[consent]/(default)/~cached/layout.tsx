import type React from 'react'
import { cachedPageTags, tagPage } from '@/page-cache/tags'

/**
 * The pages every anonymous visitor of a brand sees alike (the proxy sends only those here, see
 * page-cache/cached-route.ts): rendered once, kept in Next's cache, and expired by their tags when
 * content or catalog data changes. `force-static` gives every render empty cookies and headers, so the
 * shell and pages above render as for a visitor without a session whatever the request carried; the
 * five minutes bound what no tag expires (a campaign running out at midnight).
 */
export const dynamic = 'force-static'
export const revalidate = 300

export function generateStaticParams() {
  // Rendered on a visitor's first request, not at build time (the database is not there then).
  return []
}

type Props = { params: Promise<{ brand: string }>; children: React.ReactNode }

export default async function CachedPagesLayout({ params, children }: Props) {
  await tagPage(cachedPageTags((await params).brand))
  return children
}
