import {
  type Asset,
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
import type { Payload, Where } from 'payload'
import type { ContentQuery, ContentSource } from '../source'
import { isLexicalState, lexicalToRichText, toAsset } from './lexical'

export { lexicalToRichText } from './lexical'

/**
 * The default content source: Payload's Local API on the app's own database. Reads run with
 * `overrideAccess` (this is server code) and apply the published/authenticated rules themselves:
 *   - `preview` reads drafts (`draft: true`); otherwise only published pages and front pages;
 *   - `authenticated` false never returns `authenticatedOnly` pages;
 *   - every lookup is scoped to the query's brand.
 * Every result is parsed with the @shop/schemas content model, so blocks never know the source.
 *
 *   const source = createPayloadContentSource(await getPayload({ config }))
 *   const page = await source.contentPage({ brand: 'nordbygg', slug: 'om-oss' })
 */

type Doc = Record<string, unknown>

type LooseFind = (args: {
  collection: string
  where?: Where
  limit?: number
  page?: number
  depth?: number
  sort?: string | string[]
  draft?: boolean
  pagination?: boolean
  overrideAccess?: boolean
}) => Promise<{ docs: Doc[]; totalDocs: number }>

const DRAFT_COLLECTIONS = new Set(['pages', 'front-pages'])

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const bool = (value: unknown): boolean => value === true
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)
const isRecord = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A media-library document as Payload populates an upload field (see toAsset). */
const isMediaDoc = (value: Doc): boolean => typeof value.filename === 'string' && typeof value.mimeType === 'string'

/** A url kept as text, or a populated upload (or {url, title} group), as an Asset. */
function asset(value: unknown, title = ''): Asset | undefined {
  if (typeof value === 'string') return value ? { url: value, title } : undefined
  return toAsset(value) ?? undefined
}

/**
 * Block and entry field values to the normalised model: Lexical states become RichText, nulls are
 * dropped, and asset/link groups without a url are dropped (an empty optional image is "no image").
 */
export function normaliseData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseData).filter((v) => v !== undefined)
  if (!isRecord(value)) return value === null ? undefined : value
  if (isLexicalState(value)) return lexicalToRichText(value)
  if (isMediaDoc(value)) return toAsset(value) ?? undefined
  if ('url' in value && (value.url === null || value.url === '')) return undefined
  const out: Doc = {}
  for (const [key, inner] of Object.entries(value)) {
    const converted = normaliseData(inner)
    if (converted !== undefined) out[key] = converted
  }
  return out
}

export function toSections(rows: unknown): Section[] {
  if (!Array.isArray(rows)) return []
  return rows.filter(isRecord).map((row, index) => {
    const { blockType, blockName: _name, id, ...fields } = row
    return {
      id: id === undefined || id === null ? `section-${index}` : String(id),
      type: str(blockType),
      data: (normaliseData(fields) as Doc) ?? {},
    }
  })
}

function toBanner(doc: unknown): Banner | undefined {
  if (!isRecord(doc)) return undefined
  const icon = asset(doc.icon)
  return bannerSchema.parse({
    id: String(doc.id),
    name: str(doc.name),
    title: str(doc.title),
    preTitle: str(doc.preTitle),
    text: str(doc.text),
    textRow1: str(doc.textRow1),
    textRow2: str(doc.textRow2),
    buttonText: str(doc.buttonText),
    linkUrl: str(doc.linkUrl),
    isExternalLink: bool(doc.isExternalLink),
    template: str(doc.template) || 'default',
    weight: num(doc.weight) ?? 1,
    backgroundColor: str(doc.backgroundColor),
    marketingId: str(doc.marketingId),
    creative: str(doc.creative),
    metaTitle: str(doc.metaTitle),
    metaDescription: str(doc.metaDescription),
    image: asset(doc.image, str(doc.title)),
    contentImage: asset(doc.contentImage, str(doc.title)),
    bannerDesktop: asset(doc.bannerDesktop, str(doc.title)),
    bannerMobile: asset(doc.bannerMobile, str(doc.title)),
    icon,
  })
}

function pageHero(hero: unknown): Hero | undefined {
  if (!isRecord(hero) || !str(hero.title)) return undefined
  return heroSchema.parse({
    title: str(hero.title),
    description: str(hero.description),
    heroDesktop: asset(hero.heroDesktop, str(hero.title)),
    heroMobile: asset(hero.heroMobile, str(hero.title)),
    titleFontSize: ['small', 'medium', 'large'].includes(str(hero.titleFontSize)) ? hero.titleFontSize : undefined,
    overlay: bool(hero.overlay),
    linkUrl: str(hero.linkUrl) || undefined,
    linkText: str(hero.linkText) || undefined,
  })
}

function pagePath(doc: Doc): string {
  const listing = doc.listingPage
  const listingSlug = isRecord(listing) ? str(listing.slug) : ''
  return listingSlug ? `/${listingSlug}/${str(doc.slug)}` : `/${str(doc.slug)}`
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : []
}

export function toContentPage(doc: Doc): ContentPage {
  return contentPageSchema.parse({
    id: String(doc.id),
    brand: str(doc.brand),
    slug: str(doc.slug),
    path: pagePath(doc),
    title: str(doc.title),
    preTitle: str(doc.preTitle),
    ingress: lexicalToRichText(doc.ingress),
    bodyTextPrimary: lexicalToRichText(doc.bodyTextPrimary),
    metaDescription: str(doc.metaDescription),
    canonicalLink: str(doc.canonicalLink),
    showSidebar: bool(doc.showSidebar),
    displayContacts: bool(doc.displayContacts),
    excludeFromSearch: bool(doc.excludeFromSearch),
    authenticatedOnly: bool(doc.authenticatedOnly),
    categorySectionTitle: str(doc.categorySectionTitle),
    categorySectionIcon: asset(doc.categorySectionIcon),
    categories: strings(doc.categories),
    hero: pageHero(doc.hero),
    thumbnail: asset(doc.thumbnail),
    banner: toBanner(doc.banner),
    sections: toSections(doc.sections),
    updatedAt: str(doc.updatedAt) || undefined,
  })
}

function toSummary(doc: Doc): ContentPageSummary {
  return contentPageSummarySchema.parse({
    slug: str(doc.slug),
    path: pagePath(doc),
    title: str(doc.title),
    preTitle: str(doc.preTitle),
    ingress: lexicalToRichText(doc.ingress),
    thumbnail: asset(doc.thumbnail),
    banner: toBanner(doc.banner),
    tags: strings(doc.tags).map((tag) => ({ id: tag, name: tag })),
  })
}

function toStorePage(doc: Doc): StorePage {
  const hours = isRecord(doc.openingHours) ? doc.openingHours : {}
  const lat = num(doc.latitude)
  const lon = num(doc.longitude)
  return storePageSchema.parse({
    storeId: str(doc.storeId),
    brand: typeof doc.brand === 'string' ? doc.brand : null,
    name: str(doc.name),
    label: str(doc.label),
    address1: str(doc.address1),
    postalCode: str(doc.postalCode),
    city: str(doc.city),
    phone: str(doc.phone),
    email: str(doc.email),
    location: lat !== undefined && lon !== undefined ? { lat, lon } : undefined,
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, str(hours[day]) || 'Stängt'])),
    specialOpeningHours: (Array.isArray(doc.specialOpeningHours) ? doc.specialOpeningHours : [])
      .filter(isRecord)
      .map((row) => ({ label: str(row.label), date: str(row.date) || undefined, hours: str(row.hours) })),
    services: strings(doc.services),
    assortments: strings(doc.assortments),
    activities: (Array.isArray(doc.activities) ? doc.activities : [])
      .filter(isRecord)
      .map((row) => ({ title: str(row.title), text: str(row.text), date: str(row.date) || undefined })),
    title: str(doc.title),
    ingress: str(doc.ingress),
    body: lexicalToRichText(doc.body),
    infobox: str(doc.infobox),
    heroDesktop: asset(doc.heroDesktop, str(doc.name)),
    heroMobile: asset(doc.heroMobile, str(doc.name)),
    contactsTitle: str(doc.contactsTitle),
    contacts: (Array.isArray(doc.contacts) ? doc.contacts : []).filter(isRecord).map((row) => ({
      role: str(row.role),
      name: str(row.name),
      phone: str(row.phone),
      email: str(row.email),
      image: asset(row.image, str(row.name)),
    })),
    sections: toSections(doc.sections),
  })
}

const FORM_TYPES = new Set<string>(FORM_INPUT_TYPES)

function toDynamicForm(doc: Doc): DynamicForm {
  return dynamicFormSchema.parse({
    id: String(doc.id),
    title: str(doc.title),
    formTitle: str(doc.formTitle),
    formDescription: lexicalToRichText(doc.formDescription),
    inputs: (Array.isArray(doc.inputs) ? doc.inputs : []).filter(isRecord).map((input, index) => ({
      id: input.id ? String(input.id) : `input-${index}`,
      title: str(input.title),
      // Types the normalised model lacks (e.g. date) fall back to a text input.
      type: FORM_TYPES.has(str(input.type)) ? str(input.type) : 'text',
      inputList: str(input.inputList)
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      requiredField: bool(input.requiredField),
      placeholderText: str(input.placeholderText),
    })),
  })
}

function toRetailer(doc: Doc): Retailer {
  const lat = num(doc.latitude)
  const lon = num(doc.longitude)
  return retailerSchema.parse({
    id: String(doc.id),
    name: str(doc.name),
    address: str(doc.address),
    location: lat !== undefined && lon !== undefined ? { lat, lon } : undefined,
    offerings: strings(doc.offerings),
    link: str(doc.link),
  })
}

function sortByTagOrder(pages: Doc[], tagOrder: string[]): Doc[] {
  const rank = (doc: Doc) => {
    const ranks = strings(doc.tags)
      .map((tag) => tagOrder.indexOf(tag))
      .filter((i) => i >= 0)
    return ranks.length ? Math.min(...ranks) : tagOrder.length
  }
  return [...pages].sort((a, b) => rank(a) - rank(b) || str(a.title).localeCompare(str(b.title), 'sv'))
}

export function createPayloadContentSource(payload: Payload): ContentSource {
  const find = payload.find.bind(payload) as unknown as LooseFind

  /** Brand, published (unless preview) and authenticatedOnly (pages) conditions. */
  function scope(collection: string, query: ContentQuery, extra: Where[] = []): Where {
    const and: Where[] = [{ brand: { equals: query.brand } }, ...extra]
    if (DRAFT_COLLECTIONS.has(collection) && !query.preview) and.push({ _status: { equals: 'published' } })
    if (collection === 'pages' && !query.authenticated) and.push({ authenticatedOnly: { not_equals: true } })
    return { and }
  }

  async function findDocs(
    collection: string,
    query: ContentQuery,
    extra: Where[],
    options: { limit?: number; sort?: string; depth?: number } = {},
  ) {
    return find({
      collection,
      where: scope(collection, query, extra),
      limit: options.limit ?? 1,
      sort: options.sort,
      depth: options.depth ?? 1,
      draft: DRAFT_COLLECTIONS.has(collection) ? Boolean(query.preview) : undefined,
      overrideAccess: true,
    })
  }

  async function listingBySlug(query: ContentQuery, slug: string): Promise<Doc | null> {
    const result = await findDocs('listing-pages', query, [{ slug: { equals: slug } }])
    return result.docs[0] ?? null
  }

  return {
    kind: 'payload',

    async frontPage(query) {
      const result = await findDocs('front-pages', query, [], { sort: '-updatedAt' })
      const doc = result.docs[0]
      if (!doc) return null
      const hero = pageHero(doc.hero) ?? { title: str(doc.title) }
      return frontPageSchema.parse({
        brand: str(doc.brand),
        title: str(doc.title),
        metaDescription: str(doc.metaDescription),
        hero,
        sections: toSections(doc.sections),
      }) satisfies FrontPage
    },

    async contentPage(query) {
      const extra: Where[] = [{ slug: { equals: query.slug } }]
      if (query.listingSlug) {
        const listing = await listingBySlug(query, query.listingSlug)
        if (!listing) return null
        extra.push({ listingPage: { equals: listing.id } })
      }
      const result = await findDocs('pages', query, extra, { depth: 2 })
      const doc = result.docs[0]
      return doc ? toContentPage(doc) : null
    },

    async listingPage(query) {
      const listing = await listingBySlug(query, query.slug)
      if (!listing) return null
      const pages = await findDocs('pages', query, [{ listingPage: { equals: listing.id } }], {
        limit: 1000,
        depth: 1,
      })
      const tagOrder = strings(listing.tagOrder)
      const sorted = sortByTagOrder(pages.docs, tagOrder)
      const offset = query.offset ?? 0
      const slice = sorted.slice(offset, query.limit === undefined ? undefined : offset + query.limit)
      const hero = isRecord(listing.hero)
        ? pageHero({ ...listing.hero, overlay: listing.overlay, title: str(listing.hero.title) || str(listing.title) })
        : undefined
      return listingPageSchema.parse({
        id: String(listing.id),
        brand: str(listing.brand),
        slug: str(listing.slug),
        title: str(listing.title),
        ingress: lexicalToRichText(listing.ingress),
        metaDescription: str(listing.metaDescription),
        hero: hero ? { ...hero, icon: asset(listing.icon) } : undefined,
        tagOrder,
        pages: slice.map(toSummary),
        total: sorted.length,
      }) satisfies ListingPage
    },

    async storePage(query) {
      const result = await findDocs('stores', query, [{ storeId: { equals: query.storeId } }], { depth: 1 })
      const doc = result.docs[0]
      return doc ? toStorePage(doc) : null
    },

    async storeDetails(query) {
      const result = await findDocs('stores', query, [], { limit: 200, sort: 'name', depth: 1 })
      return result.docs.map(toStorePage)
    },

    async retailers(query) {
      const result = await findDocs('retailers', query, [], { limit: 100, sort: 'name', depth: 1 })
      return result.docs.map(toRetailer)
    },

    async hero(query) {
      const result = await findDocs('heroes', query, [{ slug: { equals: query.slug } }], { depth: 1 })
      const doc = result.docs[0]
      if (!doc) return null
      const size = str(doc.titleFontSize)
      return heroSchema.parse({
        title: str(doc.title),
        description: str(doc.description),
        titleFontSize: ['small', 'medium', 'large'].includes(size) ? size : 'large',
        overlay: bool(doc.overlay),
        heroDesktop: asset(doc.heroDesktop, str(doc.title)),
        heroMobile: asset(doc.heroMobile, str(doc.title)),
        icon: asset(doc.icon),
      })
    },

    async dynamicForm(query) {
      // Ids are numbers in both dialects; anything else is simply not found.
      if (!/^\d+$/.test(query.id)) return null
      const result = await findDocs('dynamic-forms', query, [{ id: { equals: Number(query.id) } }], { depth: 0 })
      const doc = result.docs[0]
      return doc ? toDynamicForm(doc) : null
    },

    async searchPages(query) {
      const q = query.q.trim()
      if (!q) return []
      const extra: Where[] = [
        { excludeFromSearch: { not_equals: true } },
        { or: [{ title: { like: q } }, { preTitle: { like: q } }] },
      ]
      if (query.parents?.length) {
        const listings = await findDocs('listing-pages', query, [{ slug: { in: query.parents } }], {
          limit: query.parents.length,
          depth: 0,
        })
        if (!listings.docs.length) return []
        extra.push({ listingPage: { in: listings.docs.map((d) => d.id) } })
      }
      const result = await findDocs('pages', query, extra, { limit: query.limit ?? 5, sort: 'title', depth: 1 })
      return result.docs.map(toSummary)
    },

    async sitemap(query) {
      const published = { ...query, preview: false, authenticated: false }
      const [listings, pages] = await Promise.all([
        findDocs('listing-pages', published, [], { limit: 0, depth: 0 }),
        findDocs('pages', published, [{ excludeFromSearch: { not_equals: true } }], { limit: 0, depth: 1 }),
      ])
      const entry = (path: string, doc: Doc) => ({ path, updatedAt: str(doc.updatedAt) || undefined })
      return [
        ...listings.docs.map((doc) => entry(`/${str(doc.slug)}`, doc)),
        ...pages.docs.map((doc) => entry(pagePath(doc), doc)),
      ]
    },
  }
}
