import { FRONT_PAGE_BLOCK_CONFIGS, SECTION_BLOCK_CONFIGS } from '@shop/blocks/payload'
import type { Block, BlocksField } from 'payload'

/**
 * The sections field of pages, front pages and store pages. The block configs are the section types'
 * own (`block` in blocks/<Type>/block.ts, spec section 3); this is the one place collections take them from.
 *   pages        every section type, at most 50
 *   front pages  the front-page kinds of spec section 2, at most 20
 *   store pages  every section type
 */
export const SECTION_BLOCKS: Block[] = SECTION_BLOCK_CONFIGS
export const FRONT_PAGE_BLOCKS: Block[] = FRONT_PAGE_BLOCK_CONFIGS

export function sectionsField(maxRows?: number, blocks: Block[] = SECTION_BLOCKS): BlocksField {
  return {
    name: 'sections',
    label: 'Sektioner',
    type: 'blocks',
    ...(maxRows ? { maxRows } : {}),
    blocks,
  }
}
