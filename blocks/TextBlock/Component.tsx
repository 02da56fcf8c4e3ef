import type { BlockContext } from '../context'
import { RichText } from '../shared/RichText'
import { SectionShell } from '../shared/Section'
import type { TextBlockData } from './block'

export function TextBlockComponent({ data, context }: { data: TextBlockData; context: BlockContext }) {
  return (
    <SectionShell title={data.title} className="max-w-3xl">
      <RichText entries={context.richText} nodes={data.text} headingStart={3} />
    </SectionShell>
  )
}
