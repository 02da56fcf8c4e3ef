import type { SectionType, z } from '@shop/schemas'
import type React from 'react'
import { AccordionsComponent } from './Accordions/Component'
import { accordionsSchema } from './Accordions/schema'
import { AccountApplicationComponent } from './AccountApplication/Component'
import { accountApplicationSchema } from './AccountApplication/schema'
import { AssortmentIconsComponent } from './AssortmentIcons/Component'
import { assortmentIconsSchema } from './AssortmentIcons/schema'
import { ContactCardsComponent } from './ContactCards/Component'
import { contactCardsSchema } from './ContactCards/schema'
import { ContentBannersComponent } from './ContentBanners/Component'
import { contentBannersSchema } from './ContentBanners/schema'
import type { BlockContext } from './context'
import { ImageSetOfThreeComponent } from './ImageSetOfThree/Component'
import { imageSetOfThreeSchema } from './ImageSetOfThree/schema'
import { ImageSingleComponent } from './ImageSingle/Component'
import { imageSingleSchema } from './ImageSingle/schema'
import { InfoBlockComponent } from './InfoBlock/Component'
import { infoBlockSchema } from './InfoBlock/schema'
import { LargeSectionComponent } from './LargeSection/Component'
import { largeSectionSchema } from './LargeSection/schema'
import { MarketingBannersComponent } from './MarketingBanners/Component'
import { marketingBannersSchema } from './MarketingBanners/schema'
import { RandomBannersComponent } from './RandomBanners/Component'
import { randomBannersSchema } from './RandomBanners/schema'
import { SelectedProductsComponent } from './SelectedProducts/Component'
import { selectedProductsSchema } from './SelectedProducts/schema'
import { SubBannersComponent } from './SubBanners/Component'
import { subBannersSchema } from './SubBanners/schema'
import { withoutNulls } from './shared/schema'
import { TextAndMediaComponent } from './TextAndMedia/Component'
import { textAndMediaSchema } from './TextAndMedia/schema'
import { TextBlockComponent } from './TextBlock/Component'
import { textBlockSchema } from './TextBlock/schema'
import { VideoComponent } from './Video/Component'
import { videoSchema } from './Video/schema'

export type BlockProps<S extends z.ZodType> = { data: z.output<S>; context: BlockContext }

/** A section type's block: the zod shape of its `data` and the server component that renders it. */
export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  schema: S
  Component: (props: BlockProps<S>) => React.ReactNode | Promise<React.ReactNode>
}

function defineBlock<S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition
}

/** The one map from section type to block (architecture decision 4). */
export const registry = {
  AccountApplication: defineBlock({ schema: accountApplicationSchema, Component: AccountApplicationComponent }),
  AssortmentIcons: defineBlock({ schema: assortmentIconsSchema, Component: AssortmentIconsComponent }),
  ContactCards: defineBlock({ schema: contactCardsSchema, Component: ContactCardsComponent }),
  ContentBanners: defineBlock({ schema: contentBannersSchema, Component: ContentBannersComponent }),
  ImageSetOfThree: defineBlock({ schema: imageSetOfThreeSchema, Component: ImageSetOfThreeComponent }),
  ImageSingle: defineBlock({ schema: imageSingleSchema, Component: ImageSingleComponent }),
  InfoBlock: defineBlock({ schema: infoBlockSchema, Component: InfoBlockComponent }),
  LargeSection: defineBlock({ schema: largeSectionSchema, Component: LargeSectionComponent }),
  MarketingBanners: defineBlock({ schema: marketingBannersSchema, Component: MarketingBannersComponent }),
  RandomBanners: defineBlock({ schema: randomBannersSchema, Component: RandomBannersComponent }),
  SelectedProducts: defineBlock({ schema: selectedProductsSchema, Component: SelectedProductsComponent }),
  SubBanners: defineBlock({ schema: subBannersSchema, Component: SubBannersComponent }),
  TextAndMedia: defineBlock({ schema: textAndMediaSchema, Component: TextAndMediaComponent }),
  TextBlock: defineBlock({ schema: textBlockSchema, Component: TextBlockComponent }),
  Video: defineBlock({ schema: videoSchema, Component: VideoComponent }),
  Accordions: defineBlock({ schema: accordionsSchema, Component: AccordionsComponent }),
} satisfies Record<SectionType, BlockDefinition<z.ZodType>>

export type Registry = typeof registry

export function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(registry, type)
}

/** The block of a section type, or undefined for a type this platform does not know. */
export function blockFor(type: string): BlockDefinition | undefined {
  return isKnownSectionType(type) ? (registry[type] as unknown as BlockDefinition) : undefined
}

/**
 * Parses a section's `data` with its type's schema (nulls from the source count as absent). Returns the
 * zod result; unknown types give `undefined`. Sources and tests can use it to check content early.
 */
export function parseSectionData(type: string, data: unknown) {
  const block = blockFor(type)
  return block ? block.schema.safeParse(withoutNulls(data)) : undefined
}
