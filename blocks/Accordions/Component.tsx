import { cx, focusRing } from '@shop/ui/cx'
import { ChevronDownIcon } from '@shop/ui/icons'
import type { BlockContext } from '../context'
import { RichText } from '../shared/RichText'
import { SectionShell } from '../shared/Section'
import type { AccordionsData } from './block'

/** Questions and answers with native <details>: keyboard and screen-reader support, no JavaScript. */
export function AccordionsComponent({ data, context }: { data: AccordionsData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} className="max-w-3xl">
      <div className="divide-y divide-text/15 border-y border-text/15">
        {data.items.map((item, index) => (
          <details key={`${item.title}-${index}`} className="group">
            <summary
              className={cx(
                'flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden',
                focusRing,
              )}
            >
              <h3>{item.title}</h3>
              <ChevronDownIcon className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="pb-4">
              <RichText entries={context.richText} nodes={item.answer} headingStart={4} />
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  )
}
