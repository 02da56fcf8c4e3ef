import { z } from './zod'

/**
 * The normalised content model (spec section 3, content entities). Every content source (Payload,
 * Contentful) maps its own documents to these shapes, so pages and blocks never know the source.
 */

/** The sizes the media library draws of every raster upload (apps/web/src/media/files.ts has their measures). */
export const MEDIA_SIZE_NAMES = ['thumbnail', 'tile', 'product', 'heroDesktop', 'heroMobile'] as const
export type MediaSizeName = (typeof MEDIA_SIZE_NAMES)[number]

/** Where the shop serves a media library file (apps/web/src/app/media). */
export const mediaFileUrl = (filename: string): string => `/media/${encodeURIComponent(filename)}`

const assetSizeSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type AssetSize = z.infer<typeof assetSizeSchema>

/**
 * An image or other asset, with what a picture needs: its alt text (`title`), measures, and from the
 * media library also the focal point (percent from the left and top), a tiny blurred stand-in and the
 * drawn sizes.
 */
export const assetSchema = z.object({
  url: z.string().min(1),
  title: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  mimeType: z.string().optional(),
  focalX: z.number().min(0).max(100).optional(),
  focalY: z.number().min(0).max(100).optional(),
  blurDataURL: z.string().startsWith('data:image/').max(4000).optional(),
  sizes: z.partialRecord(z.enum(MEDIA_SIZE_NAMES), assetSizeSchema).optional(),
})
export type Asset = z.infer<typeof assetSchema>

/** An inline button inside rich text (spec: text, url, variant, size, inline, shape, icon). */
export const inlineButtonSchema = z.object({
  text: z.string().min(1),
  url: z.string().min(1),
  variant: z.enum(['primary', 'secondary', 'outline', 'link']).default('primary'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  shape: z.enum(['square', 'rounded', 'pill']).default('rounded'),
  inline: z.boolean().default(true),
  icon: z.string().optional(),
})
export type InlineButton = z.infer<typeof inlineButtonSchema>

/**
 * Rich text as one small tree for both sources (Lexical JSON and Contentful's rich-text document are
 * converted to it). Marks are on text leaves; embedded entries and assets are nodes of their own.
 */
export type RichTextNode =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean; code?: boolean }
  | { type: 'paragraph'; children: RichTextNode[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: RichTextNode[] }
  | { type: 'list'; ordered: boolean; children: RichTextNode[] }
  | { type: 'listItem'; children: RichTextNode[] }
  | { type: 'quote'; children: RichTextNode[] }
  | { type: 'link'; url: string; external: boolean; children: RichTextNode[] }
  | { type: 'lineBreak' }
  | { type: 'button'; button: InlineButton }
  | { type: 'asset'; asset: Asset }
  | { type: 'entry'; entryType: string; id: string; data: Record<string, unknown> }

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('text'),
      text: z.string(),
      bold: z.boolean().optional(),
      italic: z.boolean().optional(),
      underline: z.boolean().optional(),
      code: z.boolean().optional(),
    }),
    z.object({ type: z.literal('paragraph'), children: z.array(richTextNodeSchema) }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      children: z.array(richTextNodeSchema),
    }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), children: z.array(richTextNodeSchema) }),
    z.object({ type: z.literal('listItem'), children: z.array(richTextNodeSchema) }),
    z.object({ type: z.literal('quote'), children: z.array(richTextNodeSchema) }),
    z.object({
      type: z.literal('link'),
      url: z.string(),
      external: z.boolean(),
      children: z.array(richTextNodeSchema),
    }),
    z.object({ type: z.literal('lineBreak') }),
    z.object({ type: z.literal('button'), button: inlineButtonSchema }),
    z.object({ type: z.literal('asset'), asset: assetSchema }),
    z.object({
      type: z.literal('entry'),
      entryType: z.string(),
      id: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ]),
)
export const richTextSchema = z.array(richTextNodeSchema)
export type RichText = RichTextNode[]

/**
 * A section as a source delivers it: its type and its fields, already normalised (assets as Asset,
 * rich text as RichText). Each block's own zod shape parses `data` when it renders; an unknown `type`
 * renders nothing. `type` stays a plain string because a source may deliver types we do not know
 * (the known ones are @shop/blocks/sections' SECTION_TYPES: the block shapes build on this package).
 */
export const sectionSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
})
export type Section = z.infer<typeof sectionSchema>

export const heroSchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  titleFontSize: z.enum(['small', 'medium', 'large']).default('large'),
  overlay: z.boolean().default(false),
  heroDesktop: assetSchema.optional(),
  heroMobile: assetSchema.optional(),
  icon: assetSchema.optional(),
  linkUrl: z.string().optional(),
  linkText: z.string().optional(),
})
export type Hero = z.infer<typeof heroSchema>

/** Spec section 3 "Banner" (all fields). */
export const bannerSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  title: z.string().default(''),
  preTitle: z.string().default(''),
  text: z.string().default(''),
  textRow1: z.string().default(''),
  textRow2: z.string().default(''),
  buttonText: z.string().default(''),
  linkUrl: z.string().default(''),
  isExternalLink: z.boolean().default(false),
  template: z.string().default('default'),
  weight: z.number().min(0).default(1),
  backgroundColor: z.string().default(''),
  marketingId: z.string().default(''),
  creative: z.string().default(''),
  metaTitle: z.string().default(''),
  metaDescription: z.string().default(''),
  image: assetSchema.optional(),
  contentImage: assetSchema.optional(),
  bannerDesktop: assetSchema.optional(),
  bannerMobile: assetSchema.optional(),
  icon: assetSchema.optional(),
})
export type Banner = z.infer<typeof bannerSchema>

export const contentPageSchema = z.object({
  id: z.string(),
  brand: z.string(),
  slug: z.string(),
  /** `/{slug}` or `/{listingSlug}/{slug}` for a page under a listing page. */
  path: z.string(),
  title: z.string(),
  preTitle: z.string().default(''),
  ingress: richTextSchema.default([]),
  bodyTextPrimary: richTextSchema.default([]),
  metaDescription: z.string().default(''),
  canonicalLink: z.string().default(''),
  showSidebar: z.boolean().default(false),
  displayContacts: z.boolean().default(false),
  excludeFromSearch: z.boolean().default(false),
  authenticatedOnly: z.boolean().default(false),
  categorySectionTitle: z.string().default(''),
  categorySectionIcon: assetSchema.optional(),
  categories: z.array(z.string()).default([]),
  hero: heroSchema.optional(),
  thumbnail: assetSchema.optional(),
  banner: bannerSchema.optional(),
  sections: z.array(sectionSchema).max(50).default([]),
  updatedAt: z.string().optional(),
})
export type ContentPage = z.infer<typeof contentPageSchema>

/** What a listing page shows of each page it contains. */
export const contentPageSummarySchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  preTitle: z.string().default(''),
  ingress: richTextSchema.default([]),
  thumbnail: assetSchema.optional(),
  banner: bannerSchema.optional(),
  tags: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
})
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>

export const listingPageSchema = z.object({
  id: z.string(),
  brand: z.string(),
  slug: z.string(),
  title: z.string(),
  ingress: richTextSchema.default([]),
  metaDescription: z.string().default(''),
  hero: heroSchema.optional(),
  tagOrder: z.array(z.string()).default([]),
  pages: z.array(contentPageSummarySchema),
  total: z.number().int().min(0),
})
export type ListingPage = z.infer<typeof listingPageSchema>

export const frontPageSchema = z.object({
  brand: z.string(),
  title: z.string(),
  metaDescription: z.string().default(''),
  hero: heroSchema,
  /** Spec: a hero and up to 20 sections. */
  sections: z.array(sectionSchema).max(20).default([]),
})
export type FrontPage = z.infer<typeof frontPageSchema>

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export const storeContactSchema = z.object({
  role: z.string().default(''),
  name: z.string(),
  phone: z.string().default(''),
  email: z.string().default(''),
  image: assetSchema.optional(),
})

/** Spec section 2 and 3: the store page, keyed by storeId. */
export const storePageSchema = z.object({
  storeId: z.string(),
  brand: z.string().nullable(),
  name: z.string(),
  label: z.string().default(''),
  address1: z.string().default(''),
  postalCode: z.string().default(''),
  city: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  location: z.object({ lat: z.number(), lon: z.number() }).optional(),
  openingHours: z.record(z.enum(WEEKDAYS), z.string()),
  specialOpeningHours: z
    .array(z.object({ label: z.string(), date: z.string().optional(), hours: z.string() }))
    .default([]),
  services: z.array(z.string()).default([]),
  assortments: z.array(z.string()).default([]),
  activities: z
    .array(z.object({ title: z.string(), text: z.string().default(''), date: z.string().optional() }))
    .default([]),
  title: z.string().default(''),
  ingress: z.string().default(''),
  body: richTextSchema.default([]),
  infobox: z.string().default(''),
  heroDesktop: assetSchema.optional(),
  heroMobile: assetSchema.optional(),
  contactsTitle: z.string().default(''),
  contacts: z.array(storeContactSchema).default([]),
  sections: z.array(sectionSchema).default([]),
})
export type StorePage = z.infer<typeof storePageSchema>

export const retailerSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().default(''),
  location: z.object({ lat: z.number(), lon: z.number() }).optional(),
  offerings: z.array(z.string()).default([]),
  link: z.string().default(''),
})
export type Retailer = z.infer<typeof retailerSchema>

export const FORM_INPUT_TYPES = ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox', 'radio'] as const

export const dynamicFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  formTitle: z.string().default(''),
  formDescription: richTextSchema.default([]),
  inputs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(FORM_INPUT_TYPES),
      inputList: z.array(z.string()).default([]),
      requiredField: z.boolean().default(false),
      placeholderText: z.string().default(''),
    }),
  ),
})
export type DynamicForm = z.infer<typeof dynamicFormSchema>
