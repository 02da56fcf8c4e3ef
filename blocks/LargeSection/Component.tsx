import type { BlockContext } from '../context'
import { LinkButton } from '../shared/LinkButton'
import { RichText } from '../shared/RichText'
import { AssetImage } from '../shared/Section'
import type { LargeSectionData } from './block'

export function LargeSectionComponent({ data, context }: { data: LargeSectionData; context: BlockContext }) {
  return (
    <section className="my-8 grid items-center gap-6 overflow-hidden rounded-brand bg-surface font-brand text-text md:grid-cols-2">
      <div className="flex flex-col gap-4 p-6 md:p-10">
        {data.icon ? <AssetImage asset={data.icon} alt="" shownAt={48} className="h-12 w-12 object-contain" /> : null}
        {data.title ? <h2 className="text-3xl font-bold">{data.title}</h2> : null}
        <RichText entries={context.richText} nodes={data.text} headingStart={3} />
        {data.link ? (
          <div>
            <LinkButton link={data.link} />
          </div>
        ) : null}
      </div>
      {data.image ? (
        <AssetImage asset={data.image} sizes="(min-width: 768px) 50vw, 100vw" className="h-full w-full object-cover" />
      ) : null}
    </section>
  )
}
