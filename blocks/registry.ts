import type { z } from '@shop/schemas'
import type React from 'react'
import { AccordionsComponent } from './Accordions/Component'
import { AccountApplicationComponent } from './AccountApplication/Component'
import { AssortmentIconsComponent } from './AssortmentIcons/Component'
import { ContactCardsComponent } from './ContactCards/Component'
import { ContentBannersComponent } from './ContentBanners/Component'
import type { BlockContext } from './context'
import { ImageSetOfThreeComponent } from './ImageSetOfThree/Component'
import { ImageSingleComponent } from './ImageSingle/Component'
import { InfoBlockComponent } from './InfoBlock/Component'
import { LargeSectionComponent } from './LargeSection/Component'
import { MarketingBannersComponent } from './MarketingBanners/Component'
import { RandomBannersComponent } from './RandomBanners/Component'
import { SelectedProductsComponent } from './SelectedProducts/Component'
import { SubBannersComponent } from './SubBanners/Component'
import { isKnownSectionType, SECTIONS, type SectionOf, type SectionType } from './sections'
import { withoutNulls } from './shared/schema'
import { TextAndMediaComponent } from './TextAndMedia/Component'
import { TextBlockComponent } from './TextBlock/Component'
import { VideoComponent } from './Video/Component'

export type BlockProps<S extends z.ZodType> = { data: z.output<S>; context: BlockContext }
type BlockComponent<S extends z.ZodType> = (props: BlockProps<S>) => React.ReactNode | Promise<React.ReactNode>

/** A section type's block: the zod shape of its `data` and the server component that renders it. */
export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  schema: S
  Component: BlockComponent<S>
}

/**
 * Each section type's server component. The types come from ./sections.ts (the one list); this map
 * only pairs them with their React, which that list must not import (see there). Its type asks for
 * exactly one component per listed type, with the props of that type's schema.
 */
const COMPONENTS: { [T in SectionType]: BlockComponent<SectionOf<T>['schema']> } = {
  AccountApplication: AccountApplicationComponent,
  AssortmentIcons: AssortmentIconsComponent,
  ContactCards: ContactCardsComponent,
  ContentBanners: ContentBannersComponent,
  ImageSetOfThree: ImageSetOfThreeComponent,
  ImageSingle: ImageSingleComponent,
  InfoBlock: InfoBlockComponent,
  LargeSection: LargeSectionComponent,
  MarketingBanners: MarketingBannersComponent,
  RandomBanners: RandomBannersComponent,
  SelectedProducts: SelectedProductsComponent,
  SubBanners: SubBannersComponent,
  TextAndMedia: TextAndMediaComponent,
  TextBlock: TextBlockComponent,
  Video: VideoComponent,
  Accordions: AccordionsComponent,
}

export type Registry = { [T in SectionType]: BlockDefinition<SectionOf<T>['schema']> }

/** The map from section type to block (architecture decision 4), in SECTION_TYPES order. */
export const registry = Object.fromEntries(
  SECTIONS.map(({ type, schema }) => [type, { schema, Component: COMPONENTS[type] }]),
) as Registry

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
