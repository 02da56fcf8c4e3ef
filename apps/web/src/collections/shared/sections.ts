import type { Block, BlocksField } from 'payload'

/**
 * Minimal section blocks for pages and front pages. The real section types (spec section 3: LargeSection,
 * SubBanners, MarketingBanners, ...) live in /blocks and replace this list when that work lands; every
 * collection takes its sections from here so there is one place to swap.
 */
export const textSection: Block = {
  slug: 'TextBlock',
  interfaceName: 'TextBlockSection',
  labels: { singular: 'Textblock', plural: 'Textblock' },
  fields: [
    { name: 'title', label: 'Rubrik', type: 'text' },
    { name: 'text', label: 'Text', type: 'textarea' },
  ],
}

export const SECTION_BLOCKS: Block[] = [textSection]

export function sectionsField(maxRows: number): BlocksField {
  return {
    name: 'sections',
    label: 'Sektioner',
    type: 'blocks',
    maxRows,
    blocks: SECTION_BLOCKS,
  }
}
