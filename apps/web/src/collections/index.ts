import type { CollectionConfig } from 'payload'
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
import { FavoriteLists } from './commerce/FavoriteLists'
import { Orders } from './commerce/Orders'
import { Quotes } from './commerce/Quotes'
import { UserFavorites } from './commerce/UserFavorites'
import { AlertBanners } from './content/AlertBanners'
import { Banners } from './content/Banners'
import { DynamicForms } from './content/DynamicForms'
import { FrontPages } from './content/FrontPages'
import { Heroes } from './content/Heroes'
import { InformationBanners } from './content/InformationBanners'
import { ListingPages } from './content/ListingPages'
import { Menus } from './content/Menus'
import { Pages } from './content/Pages'
import { Retailers } from './content/Retailers'
import { Addresses } from './customers/Addresses'
import { Customers } from './customers/Customers'
import { Projects } from './customers/Projects'
import { Users } from './Users'

export {
  Addresses,
  AlertBanners,
  Banners,
  Campaigns,
  CartItems,
  Carts,
  Categories,
  Customers,
  DynamicForms,
  FavoriteLists,
  FrontPages,
  Heroes,
  InformationBanners,
  ListingPages,
  Menus,
  Orders,
  Pages,
  Prices,
  Products,
  Projects,
  Quotes,
  Ranges,
  Retailers,
  Stock,
  Stores,
  UserFavorites,
  Users,
  Variants,
}

/** Every collection, in admin-sidebar order within each group. */
export const collections: CollectionConfig[] = [
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
  UserFavorites,
  Quotes,
  // Innehåll
  FrontPages,
  Pages,
  ListingPages,
  Menus,
  AlertBanners,
  InformationBanners,
  Banners,
  Heroes,
  Retailers,
  DynamicForms,
]
