import type { Block } from 'payload'
import { SECTIONS, type SectionType } from './sections'

/**
 * Payload block configs of every section type (spec section 3), in SECTION_TYPES order. The slug of
 * each block is the section type, so a Payload block row's `blockType` is the normalised `type`.
 * Server-only: no React here, safe to import from the Payload config.
 */
export const SECTION_BLOCK_CONFIGS: Block[] = SECTIONS.map((section) => section.config)

/** Spec section 2, front-page section kinds (ContactCards are the "service cards"). */
export const FRONT_PAGE_SECTION_TYPES = [
  'LargeSection',
  'SubBanners',
  'RandomBanners',
  'MarketingBanners',
  'ContentBanners',
  'SelectedProducts',
  'AssortmentIcons',
  'ContactCards',
] as const satisfies readonly SectionType[]

export const FRONT_PAGE_BLOCK_CONFIGS: Block[] = FRONT_PAGE_SECTION_TYPES.map((type) => {
  const block = SECTION_BLOCK_CONFIGS.find((b) => b.slug === type)
  if (!block) throw new Error(`Missing block config for ${type}`)
  return block
})

/** Store pages (spec section 2): assortment icons, marketing banners, video. */
export const STORE_PAGE_BLOCK_CONFIGS: Block[] = SECTION_BLOCK_CONFIGS.filter((b) =>
  ['AssortmentIcons', 'MarketingBanners', 'Video'].includes(b.slug),
)
