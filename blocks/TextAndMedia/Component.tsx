import { cx } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { LinkButton } from '../shared/LinkButton'
import { RichText } from '../shared/RichText'
import { AssetImage } from '../shared/Section'
import type { TextAndMediaData } from './block'

export function TextAndMediaComponent({ data, context }: { data: TextAndMediaData; context: BlockContext }) {
  return (
    <section
      data-media-position={data.mediaPosition}
      className="my-8 grid items-center gap-6 font-brand md:grid-cols-2"
    >
      <div className={cx('flex flex-col gap-3', data.mediaPosition === 'left' && 'md:order-2')}>
        {data.title ? <h2 className="text-2xl font-bold">{data.title}</h2> : null}
        <RichText entries={context.richText} nodes={data.text} headingStart={3} />
        {data.link ? (
          <div>
            <LinkButton link={data.link} />
          </div>
        ) : null}
      </div>
      <AssetImage
        asset={data.media}
        sizes="(min-width: 768px) 50vw, 100vw"
        className={cx('h-auto w-full rounded-brand object-cover', data.mediaPosition === 'left' && 'md:order-1')}
      />
    </section>
  )
}
