import type { CollectionConfig } from 'payload'
import { AuthSessions } from './accounts/AuthSessions'
import { AuthTickets } from './accounts/AuthTickets'
import { Outbox } from './accounts/Outbox'
import { TrackingEvents } from './accounts/TrackingEvents'
import { Campaigns } from './catalog/Campaigns'
import { Categories } from './catalog/Categories'
import { Prices } from './catalog/Prices'
import { Products } from './catalog/Products'
import { Ranges } from './catalog/Ranges'
import { Stock } from './catalog/Stock'
import { Stores } from './catalog/Stores'
import { Variants } from './catalog/Variants'
import { CartItems } from './commerce/CartItems'
import { Carts } from './commerce/Carts'
import { FavoriteListItems } from './commerce/FavoriteListItems'
import { FavoriteLists } from './commerce/FavoriteLists'
import { Orders } from './commerce/Orders'
import { QuoteAttachments, Quotes } from './commerce/Quotes'
import { UserFavorites } from './commerce/UserFavorites'
import { AlertBanners } from './content/AlertBanners'
import { Banners } from './content/Banners'
import { DynamicForms } from './content/DynamicForms'
import { FrontPages } from './content/FrontPages'
import { Heroes } from './content/Heroes'
import { InformationBanners } from './content/InformationBanners'
import { ListingPages } from './content/ListingPages'
import { Media } from './content/Media'
import { Menus } from './content/Menus'
import { Pages } from './content/Pages'
import { Retailers } from './content/Retailers'
import { Footers, FormSubmissions, Headers, InfoBlocks, Logos, TextAndMedia, TextBlocks } from './content/Reusable'
import { Addresses } from './customers/Addresses'
import { Customers } from './customers/Customers'
import { Projects } from './customers/Projects'
import { editorBaseFilter, isSiteAdminUser } from './shared/access'
import { EDITOR_WORK } from './shared/payload-api'
import { Users } from './Users'

export {
  Addresses,
  AlertBanners,
  AuthSessions,
  AuthTickets,
  Banners,
  Campaigns,
  CartItems,
  Carts,
  Categories,
  Customers,
  DynamicForms,
  FavoriteListItems,
  FavoriteLists,
  Footers,
  FormSubmissions,
  FrontPages,
  Headers,
  Heroes,
  InfoBlocks,
  InformationBanners,
  ListingPages,
  Logos,
  Media,
  Menus,
  Orders,
  Outbox,
  Pages,
  Prices,
  Products,
  Projects,
  QuoteAttachments,
  Quotes,
  Ranges,
  Retailers,
  Stock,
  Stores,
  TextAndMedia,
  TextBlocks,
  TrackingEvents,
  UserFavorites,
  Users,
  Variants,
}

/**
 * Collections an editor (brand manager) never works with are hidden from their admin sidebar. Their
 * access rules already refuse editors (customer and order data) or allow only reading (the public
 * catalog); hiding keeps the admin to the editor's job.
 */
function siteAdminsOnlyInAdmin(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    admin: { ...collection.admin, hidden: ({ user }) => !isSiteAdminUser(user as never) },
  }
}

const EDITOR_COLLECTIONS = new Set<string>([Stores.slug, ...contentCollections().map((c) => c.slug)])

function contentCollections(): CollectionConfig[] {
  return [
    Media,
    FrontPages,
    Pages,
    ListingPages,
    Menus,
    AlertBanners,
    InformationBanners,
    Banners,
    Heroes,
    Retailers,
    InfoBlocks,
    TextAndMedia,
    TextBlocks,
    Logos,
    Headers,
    Footers,
    DynamicForms,
    FormSubmissions,
  ]
}

/** In an editor's admin, lists of brand-scoped collections show only the editor's brands. */
function editorLists(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    admin: { ...collection.admin, baseFilter: editorBaseFilter },
    // Editors reach these through Payload's API too (shared/payload-api.ts); every other collection is the site admin's.
    custom: { ...collection.custom, [EDITOR_WORK]: true },
  }
}

/** Every collection, in admin-sidebar order within each group. */
export const collections: CollectionConfig[] = (
  [
    // Katalog
    Products,
    Variants,
    Categories,
    Prices,
    Stock,
    Stores,
    Campaigns,
    Ranges,
    // Kunder
    Customers,
    Projects,
    Addresses,
    Users,
    // Handel
    Carts,
    CartItems,
    Orders,
    FavoriteLists,
    FavoriteListItems,
    UserFavorites,
    Quotes,
    QuoteAttachments,
    // Innehåll
    ...contentCollections(),
    // System
    Outbox,
    AuthSessions,
    AuthTickets,
    TrackingEvents,
  ] as CollectionConfig[]
).map((c) => (EDITOR_COLLECTIONS.has(c.slug) ? editorLists(c) : siteAdminsOnlyInAdmin(c)))
