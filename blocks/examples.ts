import { SECTIONS, type SectionOf, type SectionType } from './sections'

/**
 * One valid example `data` per section type, each block's own (`example` in blocks/<Type>/block.ts):
 * plain JSON in the normalised shape. The seed builds demo pages from these; the block tests render them.
 */
export const SECTION_EXAMPLES = Object.fromEntries(SECTIONS.map((section) => [section.type, section.example])) as {
  [T in SectionType]: SectionOf<T>['example']
}

/** Example sections in SECTION_TYPES order, as a source would deliver them. */
export function exampleSections(): { id: string; type: SectionType; data: Record<string, unknown> }[] {
  return SECTIONS.map(({ type, example }) => ({
    id: `example-${type}`,
    type,
    data: structuredClone(example) as Record<string, unknown>,
  }))
}
