import type { Block } from 'payload'
import { AccordionsBlock } from './Accordions/config'
import { AccountApplicationBlock } from './AccountApplication/config'
import { AssortmentIconsBlock } from './AssortmentIcons/config'
import { ContactCardsBlock } from './ContactCards/config'
import { ContentBannersBlock } from './ContentBanners/config'
import { ImageSetOfThreeBlock } from './ImageSetOfThree/config'
import { ImageSingleBlock } from './ImageSingle/config'
import { InfoBlockBlock } from './InfoBlock/config'
import { LargeSectionBlock } from './LargeSection/config'
import { MarketingBannersBlock } from './MarketingBanners/config'
import { RandomBannersBlock } from './RandomBanners/config'
import { SelectedProductsBlock } from './SelectedProducts/config'
import { SubBannersBlock } from './SubBanners/config'
import { TextAndMediaBlock } from './TextAndMedia/config'
import { TextBlockBlock } from './TextBlock/config'
import { VideoBlock } from './Video/config'

/**
 * Payload block configs of every section type (spec section 3), in SECTION_TYPES order. The slug of
 * each block is the section type, so a Payload block row's `blockType` is the normalised `type`.
 * Server-only: no React here, safe to import from the Payload config.
 */
export const SECTION_BLOCK_CONFIGS: Block[] = [
  AccountApplicationBlock,
  AssortmentIconsBlock,
  ContactCardsBlock,
  ContentBannersBlock,
  ImageSetOfThreeBlock,
  ImageSingleBlock,
  InfoBlockBlock,
  LargeSectionBlock,
  MarketingBannersBlock,
  RandomBannersBlock,
  SelectedProductsBlock,
  SubBannersBlock,
  TextAndMediaBlock,
  TextBlockBlock,
  VideoBlock,
  AccordionsBlock,
]

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
] as const

export const FRONT_PAGE_BLOCK_CONFIGS: Block[] = FRONT_PAGE_SECTION_TYPES.map((type) => {
  const block = SECTION_BLOCK_CONFIGS.find((b) => b.slug === type)
  if (!block) throw new Error(`Missing block config for ${type}`)
  return block
})

/** Store pages (spec section 2): assortment icons, marketing banners, video. */
export const STORE_PAGE_BLOCK_CONFIGS: Block[] = SECTION_BLOCK_CONFIGS.filter((b) =>
  ['AssortmentIcons', 'MarketingBanners', 'Video'].includes(b.slug),
)
