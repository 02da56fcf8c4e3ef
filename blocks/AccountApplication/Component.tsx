import type { BlockContext } from '../context'
import { RichText } from '../shared/RichText'
import { SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import type { AccountApplicationData } from './block'
import { DynamicFormLazy } from './DynamicFormLazy'

/** An application for a company account: the section's text and the dynamic form it names. */
export async function AccountApplicationComponent({
  data,
  context,
}: {
  data: AccountApplicationData
  context: BlockContext
}) {
  const form = await context.loadForm(data.formId)
  return (
    <SectionShell title={data.title}>
      <RichText entries={context.richText} nodes={data.text} headingStart={3} className="mb-6 max-w-3xl" />
      {form ? (
        <DynamicFormLazy formId={form.id} inputs={form.inputs} heading={form.formTitle || undefined}>
          <RichText entries={context.richText} nodes={form.formDescription} headingStart={4} />
        </DynamicFormLazy>
      ) : (
        <p role="status" className="text-muted">
          {TEXTS.formUnavailable}
        </p>
      )}
    </SectionShell>
  )
}
