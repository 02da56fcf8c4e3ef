import { SECTIONS } from '@shop/blocks/sections'

/**
 * Queries of the GraphQL Content API (spec section 7, content service; limits of section 9). Each takes
 * `$preview: Boolean = false` so the same query serves the Preview API.
 */

const ASSET = /* GraphQL */ `
fragment AssetFields on Asset {
  sys { id }
  url
  title
  description
  width
  height
  contentType
}`

const RICH_TEXT_LINKS = /* GraphQL */ `
    links {
      entries {
        block { __typename sys { id } ...EmbeddedEntryFields }
        inline { __typename sys { id } ...EmbeddedEntryFields }
        hyperlink { __typename sys { id } ... on ContentPage { slug } }
      }
      assets {
        block { ...AssetFields }
        hyperlink { ...AssetFields }
      }
    }`

const EMBEDDED_ENTRY = /* GraphQL */ `
fragment EmbeddedEntryFields on Entry {
  ... on InlineButton { text url variant size shape inline icon }
  ... on InfoBlock { title text { json } linkUrl linkText }
  ... on TextBlock { title text { json } }
}`

const HERO = /* GraphQL */ `
fragment HeroFields on Hero {
  sys { id }
  title
  titleFontSize
  slug
  description
  overlay
  linkUrl
  linkText
  heroDesktop { ...AssetFields }
  heroMobile { ...AssetFields }
  icon { ...AssetFields }
}`

const BANNER = /* GraphQL */ `
fragment BannerFields on Banner {
  __typename
  sys { id }
  name
  title
  preTitle
  text
  textRow1
  textRow2
  buttonText
  linkUrl
  isExternalLink
  template
  weight
  backgroundColor
  marketingId
  creative
  metaTitle
  metaDescription
  image { ...AssetFields }
  contentImage { ...AssetFields }
  bannerDesktop { ...AssetFields }
  bannerMobile { ...AssetFields }
  icon { ...AssetFields }
}`

/**
 * One inline fragment per section type of spec section 3: each block's own `contentful` selection
 * (blocks/<Type>/block.ts), in SECTION_TYPES order.
 */
const SECTION = /* GraphQL */ `
fragment SectionFields on Entry {
  __typename
  sys { id }
${SECTIONS.filter((section) => section.contentful)
  .map((section) => `  ... on ${section.type} { ${section.contentful} }`)
  .join('\n')}
}`

const CONTENT_PAGE_FIELDS = /* GraphQL */ `
  sys { id publishedAt }
  title
  preTitle
  slug
  showSidebar
  metaDescription
  canonicalLink
  displayContacts
  excludeFromSearch
  authenticatedOnly
  categorySectionTitle
  categorySectionIcon { ...AssetFields }
  categories
  thumbnail { ...AssetFields }
  hero { ...HeroFields }
  banner { ...BannerFields }
  linkedFrom { contentListingPageCollection(limit: 1, preview: $preview) { items { slug title } } }`

/** getFrontPage: one entry, a hero and up to 20 sections. */
export const GET_FRONT_PAGE = /* GraphQL */ `
query getFrontPage($preview: Boolean = false) {
  frontPageCollection(limit: 1, preview: $preview) {
    items {
      sys { id }
      title
      metaDescription
      hero { ...HeroFields }
      sectionsCollection(limit: 20) { items { ...SectionFields } }
    }
  }
}
${ASSET}
${HERO}
${BANNER}
${SECTION}`

/** getContentPage by slug: limit 1, up to 50 sections. */
export const GET_CONTENT_PAGE = /* GraphQL */ `
query getContentPage($slug: String!, $preview: Boolean = false) {
  contentPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
    items {
      ${CONTENT_PAGE_FIELDS}
      ingress { json ${RICH_TEXT_LINKS} }
      bodyTextPrimary { json ${RICH_TEXT_LINKS} }
      sectionsCollection(limit: 50) { items { ...SectionFields } }
    }
  }
}
${ASSET}
${HERO}
${BANNER}
${EMBEDDED_ENTRY}
${SECTION}`

/** getContentListingPage by slug, with its content pages and their total. */
export const GET_CONTENT_LISTING_PAGE = /* GraphQL */ `
query getContentListingPage($slug: String!, $limit: Int = 100, $skip: Int = 0, $preview: Boolean = false) {
  contentListingPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
    items {
      sys { id }
      slug
      title
      overlay
      metaDescription
      tagOrder
      heroDesktop { ...AssetFields }
      heroMobile { ...AssetFields }
      icon { ...AssetFields }
      ingress { json }
      contentCollection(limit: $limit, skip: $skip) {
        total
        items {
          ... on ContentPage {
            sys { id }
            slug
            title
            preTitle
            authenticatedOnly
            thumbnail { ...AssetFields }
            ingress { json }
            banner { ...BannerFields }
            contentfulMetadata { tags { id name } }
          }
        }
      }
    }
  }
}
${ASSET}
${BANNER}`

const STORE_FIELDS = /* GraphQL */ `
  sys { id }
  storeId
  name
  label
  address
  postalCode
  city
  phone
  email
  location { lat lon }
  openingHoursMondays
  openingHoursTuesdays
  openingHoursWednesdays
  openingHoursThursdays
  openingHoursFridays
  openingHoursSaturdays
  openingHoursSundays
  services
  assortments`

/** getStorePage by storeId, limit 1. */
export const GET_STORE_PAGE = /* GraphQL */ `
query getStorePage($storeId: String!, $preview: Boolean = false) {
  storePageCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) {
    items {
      ${STORE_FIELDS}
      title
      ingress
      bodyText { json }
      infobox
      specialOpeningHours
      heroDesktop { ...AssetFields }
      heroMobile { ...AssetFields }
      storeActivitiesCollection(limit: 20) { items { title text date } }
      contactsSectionTitle
      phoneNumbersCollection(limit: 30) { items { role name phone email image { ...AssetFields } } }
      sectionsCollection(limit: 50) { items { ...SectionFields } }
    }
  }
}
${ASSET}
${BANNER}
${SECTION}`

/** getAllStoreDetails: every store of the space, limit 200. */
export const GET_ALL_STORE_DETAILS = /* GraphQL */ `
query getAllStoreDetails($preview: Boolean = false) {
  storePageCollection(limit: 200, order: name_ASC, preview: $preview) {
    items {
      ${STORE_FIELDS}
    }
  }
}`

/** getRetailers: limit 100. */
export const GET_RETAILERS = /* GraphQL */ `
query getRetailers($preview: Boolean = false) {
  retailerCollection(limit: 100, order: name_ASC, preview: $preview) {
    items { sys { id } name address location { lat lon } offerings link }
  }
}`

/** getHero by slug. */
export const GET_HERO = /* GraphQL */ `
query getHero($slug: String!, $preview: Boolean = false) {
  heroCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
    items { ...HeroFields }
  }
}
${ASSET}
${HERO}`

/** getDynamicForm by entry id. */
export const GET_DYNAMIC_FORM = /* GraphQL */ `
query getDynamicForm($id: String!, $preview: Boolean = false) {
  dynamicFormCollection(where: { sys: { id: $id } }, limit: 1, preview: $preview) {
    items {
      sys { id }
      title
      formTitle
      formDescription { json }
      formInputsCollection(limit: 50) {
        items { sys { id } title type inputList requiredField placeholderText }
      }
    }
  }
}`

/** Page ids under the given listing pages (site search parents). */
export const GET_LISTING_PAGE_IDS = /* GraphQL */ `
query getListingPageIds($slugs: [String!]!, $preview: Boolean = false) {
  contentListingPageCollection(where: { slug_in: $slugs }, limit: 20, preview: $preview) {
    items { slug contentCollection(limit: 200) { items { ... on ContentPage { sys { id } } } } }
  }
}`

/**
 * Site search: content pages not excluded from search (unset counts as not excluded), optionally only
 * the given ids, limit 5; title, preTitle and the slug path.
 */
export const SEARCH_CONTENT_PAGES = /* GraphQL */ `
query searchContentPages($where: ContentPageFilter!, $limit: Int = 5, $preview: Boolean = false) {
  contentPageCollection(where: $where, limit: $limit, order: title_ASC, preview: $preview) {
    items {
      sys { id }
      slug
      title
      preTitle
      thumbnail { ...AssetFields }
      linkedFrom { contentListingPageCollection(limit: 1, preview: $preview) { items { slug } } }
    }
  }
}
${ASSET}`

/** The brand's sitemap: listing pages, and content pages that are public and not excluded from search. */
export const GET_SITEMAP = /* GraphQL */ `
query getSitemap($preview: Boolean = false) {
  contentListingPageCollection(limit: 200, preview: $preview) { items { slug sys { publishedAt } } }
  contentPageCollection(
    where: { excludeFromSearch_not: true, authenticatedOnly_not: true }
    limit: 1000
    preview: $preview
  ) {
    items {
      slug
      sys { publishedAt }
      linkedFrom { contentListingPageCollection(limit: 1, preview: $preview) { items { slug } } }
    }
  }
}`
