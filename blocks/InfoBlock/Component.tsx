import { InfoIcon } from '@shop/ui/icons'
import type { BlockContext } from '../context'
import { LinkButton } from '../shared/LinkButton'
import { RichText } from '../shared/RichText'
import type { InfoBlockData } from './block'

export function InfoBlockComponent({ data, context }: { data: InfoBlockData; context: BlockContext }) {
  return (
    <section className="my-8 flex gap-4 rounded-brand border-l-4 border-primary bg-surface p-6 font-brand text-text">
      <InfoIcon size={24} className="mt-1 shrink-0 text-primary" />
      <div className="flex flex-col gap-2">
        {data.title ? <h2 className="text-xl font-bold">{data.title}</h2> : null}
        <RichText entries={context.richText} nodes={data.text} headingStart={3} />
        {data.link ? (
          <div>
            <LinkButton link={data.link} intent="secondary" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
