import type {
  ContentPage,
  ContentPageSummary,
  DynamicForm,
  FrontPage,
  Hero,
  ListingPage,
  Retailer,
  StorePage,
} from '@shop/schemas'

/** Spec section 8: the error a single-entry fetch gives when nothing (or an empty entry) came back. */
export class ContentNotFoundError extends Error {
  readonly statusCode = 404
  constructor(message = 'Content not found') {
    super(message)
    this.name = 'ContentNotFoundError'
  }
}

/** One public page for a brand's sitemap. */
export interface SitemapEntry {
  path: string
  updatedAt?: string
}

export interface ContentQuery {
  brand: string
  /** Drafts instead of published content (Payload drafts, Contentful preview API). */
  preview?: boolean
  /** Logged-in visitors may receive authenticatedOnly pages; anonymous ones never do. */
  authenticated?: boolean
}

/**
 * Where content comes from (spec section 7, content service). The Payload adapter is the default;
 * a brand may select Contentful in its brand.json. Every method returns the normalised model of
 * @shop/schemas; `null` means "no such content" for lookups by key.
 */
export interface ContentSource {
  readonly kind: 'payload' | 'contentful'
  frontPage(query: ContentQuery): Promise<FrontPage | null>
  contentPage(query: ContentQuery & { slug: string; listingSlug?: string }): Promise<ContentPage | null>
  listingPage(query: ContentQuery & { slug: string; limit?: number; offset?: number }): Promise<ListingPage | null>
  storePage(query: ContentQuery & { storeId: string }): Promise<StorePage | null>
  /** All stores of the brand, for the store finder (spec limit 200). */
  storeDetails(query: ContentQuery): Promise<StorePage[]>
  /** Spec limit 100. */
  retailers(query: ContentQuery): Promise<Retailer[]>
  hero(query: ContentQuery & { slug: string }): Promise<Hero | null>
  dynamicForm(query: ContentQuery & { id: string }): Promise<DynamicForm | null>
  /** Site search: pages not excluded from search, optionally under the given listing pages; limit 5. */
  searchPages(query: ContentQuery & { q: string; parents?: string[]; limit?: number }): Promise<ContentPageSummary[]>
  /** Published listing pages and content pages meant for search engines (not logged-in-only, not excluded). */
  sitemap(query: ContentQuery): Promise<SitemapEntry[]>
}
