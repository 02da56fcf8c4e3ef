import { describeIssues, type Section } from '@shop/schemas'
import type React from 'react'
import type { BlockContext } from './context'
import { blockFor } from './registry'
import { withoutNulls } from './shared/schema'

/**
 * Renders a page's sections in order through the registry. A section of an unknown type, with data
 * its schema refuses, or whose component fails (e.g. a product lookup throws) renders nothing and is
 * logged; the rest of the page renders. Each block's server component is awaited here, so async
 * failures are caught per section too.
 */
export async function RenderSections({
  sections,
  context,
}: {
  sections: readonly Section[] | undefined | null
  context: BlockContext
}) {
  if (!sections || sections.length === 0) return null
  const rendered = await Promise.all(sections.map((section) => renderSection(section, context)))
  return (
    <>
      {rendered.map((element, index) =>
        element === null ? null : (
          // The wrapper names the section for tests, tracking and anchors, and lets the shop's stylesheet
          // reach the block inside ([data-section-type] > *, globals.css: rendered only near the viewport).
          <div key={sections[index]?.id ?? index} data-section-type={sections[index]?.type} id={sections[index]?.id}>
            {element}
          </div>
        ),
      )}
    </>
  )
}

async function renderSection(section: Section, context: BlockContext): Promise<React.ReactNode> {
  try {
    const block = blockFor(section.type)
    if (!block) {
      console.warn('Unknown section type', section.type, section.id)
      return null
    }
    const parsed = block.schema.safeParse(withoutNulls(section.data))
    if (!parsed.success) {
      console.warn('Invalid section data', section.type, section.id, describeIssues(parsed.error))
      return null
    }
    return (await block.Component({ data: parsed.data, context })) ?? null
  } catch (error) {
    console.error('Section failed to render', section?.type, section?.id, error)
    return null
  }
}
