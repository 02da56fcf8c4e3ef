import { SECTION_TYPES } from '@shop/blocks/sections'
import {
  type Asset,
  assetSchema,
  type Banner,
  bannerSchema,
  type ContentPage,
  type ContentPageSummary,
  contentPageSchema,
  contentPageSummarySchema,
  type DynamicForm,
  dynamicFormSchema,
  FORM_INPUT_TYPES,
  type FrontPage,
  frontPageSchema,
  type Hero,
  heroSchema,
  type ListingPage,
  listingPageSchema,
  type Retailer,
  retailerSchema,
  type Section,
  type StorePage,
  storePageSchema,
  WEEKDAYS,
} from '@shop/schemas'
import { isRichTextDocument, type LinkedEntry, type RichTextLinks, toRichText } from './richtext'

/** A GraphQL object as Contentful returns it: `sys`, `__typename`, fields, `…Collection { items }`. */
export type CfObject = Record<string, unknown>

const isObject = (value: unknown): value is CfObject => !!value && typeof value === 'object' && !Array.isArray(value)
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)
const sysId = (value: unknown): string | undefined =>
  isObject(value) && isObject(value.sys) ? str(value.sys.id) : undefined
const items = (collection: unknown): unknown[] =>
  isObject(collection) && Array.isArray(collection.items) ? collection.items.filter((item) => item != null) : []
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined

/** Drops null/undefined keys so the schema defaults apply. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T
}

// ---- assets ----------------------------------------------------------------------------------------

/** GraphQL Asset (url, title, width, height, contentType) or CDA asset (fields.file). */
export function toAsset(value: unknown): Asset | undefined {
  if (!isObject(value)) return undefined
  let candidate: Record<string, unknown>
  if (isObject(value.fields) && isObject(value.fields.file)) {
    const file = value.fields.file
    const image = isObject(file.details) && isObject(file.details.image) ? file.details.image : {}
    candidate = {
      url: file.url,
      title: value.fields.title,
      width: image.width,
      height: image.height,
      mimeType: file.contentType,
    }
  } else {
    candidate = {
      url: value.url,
      title: value.title ?? value.description,
      width: value.width,
      height: value.height,
      mimeType: value.contentType,
    }
  }
  if (typeof candidate.url === 'string' && candidate.url.startsWith('//')) candidate.url = `https:${candidate.url}`
  const parsed = assetSchema.safeParse(compact(candidate))
  return parsed.success ? parsed.data : undefined
}

function isAsset(value: CfObject): boolean {
  return value.__typename === 'Asset' || (typeof value.url === 'string' && 'contentType' in value)
}

// ---- rich text ---------------------------------------------------------------------------------------

/** Link resolution from the `links` block the GraphQL API returns next to a rich text's `json`. */
export function graphqlLinks(links: unknown): RichTextLinks {
  const entries = new Map<string, CfObject>()
  const assets = new Map<string, CfObject>()
  if (isObject(links)) {
    for (const group of ['block', 'inline', 'hyperlink']) {
      for (const entry of isObject(links.entries) ? ((links.entries[group] as unknown[]) ?? []) : []) {
        const id = sysId(entry)
        if (id && isObject(entry)) entries.set(id, entry)
      }
      for (const asset of isObject(links.assets) ? ((links.assets[group] as unknown[]) ?? []) : []) {
        const id = sysId(asset)
        if (id && isObject(asset)) assets.set(id, asset)
      }
    }
  }
  return {
    entry(target) {
      const id = sysId(target)
      const entry = id ? entries.get(id) : undefined
      if (!id || !entry) return undefined
      const { sys: _sys, __typename, ...fields } = entry
      return { id, type: str(__typename) ?? 'Entry', fields }
    },
    asset(target) {
      const id = sysId(target)
      return toAsset(id ? assets.get(id) : undefined)
    },
  }
}

/** `{ json, links }` (GraphQL) or a bare document (CDA) → RichText. */
export function richText(value: unknown) {
  if (isObject(value) && 'json' in value) return toRichText(value.json, graphqlLinks(value.links), embeddedEntryData)
  return toRichText(value, graphqlLinks(undefined), embeddedEntryData)
}

function embeddedEntryData(entry: LinkedEntry): Record<string, unknown> {
  return normaliseFields(entry.fields)
}

// ---- generic fields ------------------------------------------------------------------------------------

const SKIPPED_KEYS = new Set(['sys', '__typename', 'linkedFrom', 'contentfulMetadata'])

/**
 * Contentful fields → plain data: `xCollection { items }` becomes `x: [...]`, assets become Asset, rich
 * text becomes RichText, banners become Banner, linked entries become `{ id, ...fields }`; nulls dropped.
 */
export function normaliseFields(object: CfObject): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(object)) {
    if (SKIPPED_KEYS.has(key)) continue
    if (key.endsWith('Collection') && isObject(value) && Array.isArray(value.items)) {
      out[key.slice(0, -'Collection'.length)] = items(value)
        .map(normaliseValue)
        .filter((v) => v !== undefined)
      continue
    }
    const normalised = normaliseValue(value)
    if (normalised !== undefined) out[key] = normalised
  }
  return out
}

function normaliseValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) return value.map(normaliseValue).filter((v) => v !== undefined)
  if (!isObject(value)) return value
  if (isAsset(value)) return toAsset(value)
  if ('json' in value && isRichTextDocument(value.json)) return richText(value)
  if (value.__typename === 'Banner') return toBanner(value)
  const id = sysId(value)
  return id ? { id, ...normaliseFields(value) } : normaliseFields(value)
}

// ---- sections --------------------------------------------------------------------------------------------

const SECTION_TYPE_BY_KEY = new Map<string, string>(SECTION_TYPES.map((type) => [type.toLowerCase(), type]))

/** `__typename` → one of the SECTION_TYPES (`SectionLargeSection`, `Accordion` … tolerated); unknown kept. */
export function sectionType(typename: string): string {
  const key = typename.replace(/^(Section|Component|Block)(?=[A-Z])/, '').toLowerCase()
  return SECTION_TYPE_BY_KEY.get(key) ?? SECTION_TYPE_BY_KEY.get(`${key}s`) ?? typename
}

export function toSection(item: unknown): Section | undefined {
  if (!isObject(item)) return undefined
  const id = sysId(item)
  const typename = str(item.__typename)
  if (!id || !typename) return undefined
  const type = sectionType(typename)
  return { id, type, data: adaptSection(type, normaliseFields(item)) }
}

const LINKED_SECTIONS = new Set(['InfoBlock', 'LargeSection', 'TextAndMedia'])

/** Field names of the Contentful model → the block shapes (`formId`, `link {text, url}`, accordion `answer`). */
function adaptSection(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data }
  if (type === 'AccountApplication' && isObject(out.form)) {
    out.formId = out.form.id
    delete out.form
  }
  if (LINKED_SECTIONS.has(type) && typeof out.linkUrl === 'string') {
    out.link = { url: out.linkUrl, text: str(out.linkText) ?? '' }
    delete out.linkUrl
    delete out.linkText
  }
  if (type === 'Accordions' && Array.isArray(out.items)) {
    out.items = out.items.map((item) =>
      isObject(item) && item.answer === undefined
        ? (({ text, ...rest }) => ({ ...rest, answer: text ?? [] }))(item)
        : item,
    )
  }
  return out
}

function sections(collection: unknown): Section[] {
  return items(collection)
    .map(toSection)
    .filter((section): section is Section => section !== undefined)
}

// ---- entities ----------------------------------------------------------------------------------------------

const FONT_SIZES = new Set(['small', 'medium', 'large'])

export function toHero(value: unknown): Hero | undefined {
  if (!isObject(value)) return undefined
  const fontSize = str(value.titleFontSize)?.toLowerCase()
  return heroSchema.parse(
    compact({
      title: str(value.title) ?? '',
      description: str(value.description),
      titleFontSize: fontSize && FONT_SIZES.has(fontSize) ? fontSize : undefined,
      overlay: bool(value.overlay),
      heroDesktop: toAsset(value.heroDesktop),
      heroMobile: toAsset(value.heroMobile),
      icon: toAsset(value.icon),
      linkUrl: str(value.linkUrl),
      linkText: str(value.linkText),
    }),
  )
}

export function toBanner(value: unknown): Banner | undefined {
  if (!isObject(value)) return undefined
  const id = sysId(value)
  if (!id) return undefined
  const text = (key: string) => str(value[key])
  return bannerSchema.parse(
    compact({
      id,
      name: text('name'),
      title: text('title'),
      preTitle: text('preTitle'),
      text: text('text'),
      textRow1: text('textRow1'),
      textRow2: text('textRow2'),
      buttonText: text('buttonText'),
      linkUrl: text('linkUrl'),
      isExternalLink: bool(value.isExternalLink),
      template: text('template'),
      weight: typeof value.weight === 'number' && value.weight >= 0 ? value.weight : undefined,
      backgroundColor: text('backgroundColor'),
      marketingId: text('marketingId'),
      creative: text('creative'),
      metaTitle: text('metaTitle'),
      metaDescription: text('metaDescription'),
      image: toAsset(value.image),
      contentImage: toAsset(value.contentImage),
      bannerDesktop: toAsset(value.bannerDesktop),
      bannerMobile: toAsset(value.bannerMobile),
      icon: toAsset(value.icon),
    }),
  )
}

/** Slug of the listing page that links to this page (GraphQL `linkedFrom`), if any. */
export function listingSlugOf(item: CfObject): string | undefined {
  const linked = isObject(item.linkedFrom) ? item.linkedFrom.contentListingPageCollection : undefined
  const first = items(linked)[0]
  return isObject(first) ? str(first.slug) : undefined
}

export function toContentPage(item: CfObject, brand: string): ContentPage {
  const slug = str(item.slug) ?? ''
  const listingSlug = listingSlugOf(item)
  const sys = isObject(item.sys) ? item.sys : {}
  return contentPageSchema.parse(
    compact({
      id: sysId(item) ?? '',
      brand,
      slug,
      path: listingSlug ? `/${listingSlug}/${slug}` : `/${slug}`,
      title: str(item.title) ?? '',
      preTitle: str(item.preTitle),
      ingress: item.ingress ? richText(item.ingress) : undefined,
      bodyTextPrimary: item.bodyTextPrimary ? richText(item.bodyTextPrimary) : undefined,
      metaDescription: str(item.metaDescription),
      canonicalLink: str(item.canonicalLink),
      showSidebar: bool(item.showSidebar),
      displayContacts: bool(item.displayContacts),
      excludeFromSearch: bool(item.excludeFromSearch),
      authenticatedOnly: bool(item.authenticatedOnly),
      categorySectionTitle: str(item.categorySectionTitle),
      categorySectionIcon: toAsset(item.categorySectionIcon),
      categories: strings(item.categories),
      hero: toHero(item.hero),
      thumbnail: toAsset(item.thumbnail),
      banner: toBanner(item.banner),
      sections: sections(item.sectionsCollection),
      updatedAt: str(sys.publishedAt),
    }),
  )
}

export function toFrontPage(item: CfObject, brand: string): FrontPage {
  return frontPageSchema.parse(
    compact({
      brand,
      title: str(item.title) ?? '',
      metaDescription: str(item.metaDescription),
      hero: toHero(item.hero),
      sections: sections(item.sectionsCollection),
    }),
  )
}

export function toContentPageSummary(item: CfObject, listingSlug?: string): ContentPageSummary {
  const slug = str(item.slug) ?? ''
  const parent = listingSlug ?? listingSlugOf(item)
  const metadata = isObject(item.contentfulMetadata) ? item.contentfulMetadata : {}
  const tags = Array.isArray(metadata.tags)
    ? metadata.tags.filter(isObject).map((tag) => ({ id: str(tag.id) ?? '', name: str(tag.name) ?? str(tag.id) ?? '' }))
    : undefined
  return contentPageSummarySchema.parse(
    compact({
      slug,
      path: parent ? `/${parent}/${slug}` : `/${slug}`,
      title: str(item.title) ?? '',
      preTitle: str(item.preTitle),
      ingress: item.ingress ? richText(item.ingress) : undefined,
      thumbnail: toAsset(item.thumbnail),
      banner: toBanner(item.banner),
      tags,
    }),
  )
}

export function toListingPage(item: CfObject, brand: string, options: { authenticated: boolean }): ListingPage {
  const slug = str(item.slug) ?? ''
  const content = isObject(item.contentCollection) ? item.contentCollection : {}
  const all = items(content).filter(isObject)
  const visible = all.filter((page) => options.authenticated || page.authenticatedOnly !== true)
  const total = typeof content.total === 'number' ? content.total - (all.length - visible.length) : visible.length
  const title = str(item.title) ?? ''
  const heroDesktop = toAsset(item.heroDesktop)
  const heroMobile = toAsset(item.heroMobile)
  return listingPageSchema.parse(
    compact({
      id: sysId(item) ?? '',
      brand,
      slug,
      title,
      ingress: item.ingress ? richText(item.ingress) : undefined,
      metaDescription: str(item.metaDescription),
      hero:
        heroDesktop || heroMobile
          ? heroSchema.parse(
              compact({ title, overlay: bool(item.overlay), heroDesktop, heroMobile, icon: toAsset(item.icon) }),
            )
          : undefined,
      tagOrder: strings(item.tagOrder),
      pages: visible.map((page) => toContentPageSummary(page, slug)),
      total: Math.max(0, total),
    }),
  )
}

const OPENING_HOURS_FIELD: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'openingHoursMondays',
  tuesday: 'openingHoursTuesdays',
  wednesday: 'openingHoursWednesdays',
  thursday: 'openingHoursThursdays',
  friday: 'openingHoursFridays',
  saturday: 'openingHoursSaturdays',
  sunday: 'openingHoursSundays',
}

export function toStorePage(item: CfObject, brand: string | null): StorePage {
  const location = isObject(item.location) ? item.location : undefined
  const special = Array.isArray(item.specialOpeningHours)
    ? item.specialOpeningHours
        .filter(isObject)
        .map((entry) =>
          compact({ label: str(entry.label) ?? '', date: str(entry.date), hours: str(entry.hours) ?? '' }),
        )
    : undefined
  return storePageSchema.parse(
    compact({
      storeId: str(item.storeId) ?? '',
      brand,
      name: str(item.name) ?? '',
      label: str(item.label),
      address1: str(item.address),
      postalCode: str(item.postalCode),
      city: str(item.city),
      phone: str(item.phone),
      email: str(item.email),
      location:
        location && typeof location.lat === 'number' && typeof location.lon === 'number'
          ? { lat: location.lat, lon: location.lon }
          : undefined,
      openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, str(item[OPENING_HOURS_FIELD[day]]) ?? ''])),
      specialOpeningHours: special,
      services: strings(item.services),
      assortments: strings(item.assortments),
      activities: items(item.storeActivitiesCollection)
        .filter(isObject)
        .map((activity) =>
          compact({ title: str(activity.title) ?? '', text: str(activity.text), date: str(activity.date) }),
        ),
      title: str(item.title),
      ingress: str(item.ingress),
      body: item.bodyText ? richText(item.bodyText) : undefined,
      infobox: str(item.infobox),
      heroDesktop: toAsset(item.heroDesktop),
      heroMobile: toAsset(item.heroMobile),
      contactsTitle: str(item.contactsSectionTitle),
      contacts: items(item.phoneNumbersCollection)
        .filter(isObject)
        .map((contact) =>
          compact({
            role: str(contact.role),
            name: str(contact.name) ?? '',
            phone: str(contact.phone),
            email: str(contact.email),
            image: toAsset(contact.image),
          }),
        ),
      sections: sections(item.sectionsCollection),
    }),
  )
}

export function toRetailer(item: CfObject): Retailer {
  const location = isObject(item.location) ? item.location : undefined
  return retailerSchema.parse(
    compact({
      id: sysId(item) ?? '',
      name: str(item.name) ?? '',
      address: str(item.address),
      location:
        location && typeof location.lat === 'number' && typeof location.lon === 'number'
          ? { lat: location.lat, lon: location.lon }
          : undefined,
      offerings: strings(item.offerings),
      link: str(item.link),
    }),
  )
}

const INPUT_TYPES = new Set<string>(FORM_INPUT_TYPES)

export function toDynamicForm(item: CfObject): DynamicForm {
  return dynamicFormSchema.parse(
    compact({
      id: sysId(item) ?? '',
      title: str(item.title) ?? '',
      formTitle: str(item.formTitle),
      formDescription: item.formDescription ? richText(item.formDescription) : undefined,
      inputs: items(item.formInputsCollection)
        .filter(isObject)
        .map((input) => {
          const type = str(input.type)?.toLowerCase() ?? 'text'
          return compact({
            id: sysId(input) ?? '',
            title: str(input.title) ?? '',
            type: INPUT_TYPES.has(type) ? type : 'text',
            inputList: strings(input.inputList),
            requiredField: bool(input.requiredField),
            placeholderText: str(input.placeholderText),
          })
        }),
    }),
  )
}
