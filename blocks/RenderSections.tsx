import { describeIssues, type Section } from '@shop/schemas'
import type React from 'react'
import type { BlockContext } from './context'
import { blockFor } from './registry'
import { withoutNulls } from './shared/schema'

const SECTION_BLOCK = '*:[content-visibility:auto] *:[contain-intrinsic-size:auto_480px] *:[overflow-clip-margin:24px]'

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
          // The wrapper names the section for tests, tracking and anchors. It styles only the block inside:
          // a block out of view is laid out and painted once it nears the viewport (`content-visibility`),
          // so the first frames of a long page cost what is in view (docs/benchmarks.md, "Simulated and
          // applied throttling"). On the block's root rather than the wrapper, so the blocks' own margins
          // still collapse with the page's spacing; the clip margin keeps focus rings and shadows at a
          // block's edge from being cut by the paint containment that comes with it.
          <div
            key={sections[index]?.id ?? index}
            data-section-type={sections[index]?.type}
            id={sections[index]?.id}
            className={SECTION_BLOCK}
          >
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
