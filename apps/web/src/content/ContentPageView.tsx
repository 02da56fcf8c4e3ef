import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Page } from '@/payload-types'

/** A content page's own text; its sections render through the block registry (content issue). */
export function ContentPageView({ page }: { page: Page }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {page.preTitle ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{page.preTitle}</p>
      ) : null}
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.ingress ? <RichText data={page.ingress} className="mt-4 text-lg" /> : null}
      {page.bodyTextPrimary ? <RichText data={page.bodyTextPrimary} className="prose mt-6" /> : null}
    </article>
  )
}
