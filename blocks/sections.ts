import { accordionsSection } from './Accordions/block'
import { accountApplicationSection } from './AccountApplication/block'
import { assortmentIconsSection } from './AssortmentIcons/block'
import { contactCardsSection } from './ContactCards/block'
import { contentBannersSection } from './ContentBanners/block'
import { imageSetOfThreeSection } from './ImageSetOfThree/block'
import { imageSingleSection } from './ImageSingle/block'
import { infoBlockSection } from './InfoBlock/block'
import { largeSectionSection } from './LargeSection/block'
import { marketingBannersSection } from './MarketingBanners/block'
import { randomBannersSection } from './RandomBanners/block'
import { selectedProductsSection } from './SelectedProducts/block'
import { subBannersSection } from './SubBanners/block'
import { textAndMediaSection } from './TextAndMedia/block'
import { textBlockSection } from './TextBlock/block'
import { videoSection } from './Video/block'

/**
 * Spec section 3: the section types a page may hold (16), the one list of them (architecture decision
 * 4). Each entry is its block folder's `block.ts` (schema, Payload block, example, Contentful
 * selection); the Payload blocks, the examples, the Contentful query and type mapping, the seed and the
 * tests are derived from this list, in this order (the order of the editor's block picker).
 *
 * It lives here and not in @shop/schemas because the block shapes are built from the schemas package
 * (schemas → blocks, never back). It holds no React: the Payload config (its CLI runs outside Next)
 * and @shop/content import it, and a component here would pull the blocks' browser islands into every
 * page that reaches the Payload config. The components are paired with these in ./registry.ts.
 */
export const SECTIONS = [
  accountApplicationSection,
  assortmentIconsSection,
  contactCardsSection,
  contentBannersSection,
  imageSetOfThreeSection,
  imageSingleSection,
  infoBlockSection,
  largeSectionSection,
  marketingBannersSection,
  randomBannersSection,
  selectedProductsSection,
  subBannersSection,
  textAndMediaSection,
  textBlockSection,
  videoSection,
  accordionsSection,
] as const

export type AnySection = (typeof SECTIONS)[number]
export type SectionType = AnySection['type']
/** The definition of one section type. */
export type SectionOf<T extends SectionType> = Extract<AnySection, { type: T }>

export const SECTION_TYPES: readonly SectionType[] = SECTIONS.map((section) => section.type)

export function isKnownSectionType(type: string): type is SectionType {
  return (SECTION_TYPES as readonly string[]).includes(type)
}
