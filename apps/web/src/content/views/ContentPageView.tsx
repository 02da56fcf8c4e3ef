import type { BlockContext } from '@shop/blocks/context'
import { RenderSections } from '@shop/blocks/RenderSections'
import { RichText } from '@shop/blocks/shared/RichText'
import type { ContentPage } from '@shop/schemas'
import { HeroView } from './HeroView'

/** A content page: hero or heading, ingress, body text, then its sections through the block registry. */
export function ContentPageView({ page, context }: { page: ContentPage; context: BlockContext }) {
  return (
    <article data-content-page={page.slug}>
      {page.hero?.title ? (
        <HeroView hero={page.hero} eyebrow={page.preTitle || undefined} />
      ) : (
        <header className="mx-auto max-w-3xl px-4 pt-10">
          {page.preTitle ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">{page.preTitle}</p>
          ) : null}
          <h1 className="text-3xl font-bold">{page.title}</h1>
        </header>
      )}
      <div className="mx-auto max-w-3xl px-4 py-6">
        {page.ingress.length ? (
          <div className="text-lg">
            <RichText nodes={page.ingress} entries={context.richText} />
          </div>
        ) : null}
        {page.bodyTextPrimary.length ? (
          <div className="mt-6 space-y-4">
            <RichText nodes={page.bodyTextPrimary} entries={context.richText} />
          </div>
        ) : null}
      </div>
      {page.sections.length ? (
        <div className="mx-auto max-w-6xl space-y-12 px-4 pb-12">
          <RenderSections sections={page.sections} context={context} />
        </div>
      ) : null}
    </article>
  )
}
