import type { Catalogue } from '../translator'

/** Titles of the custom pages a brand's route file can map to. Part of the one catalogue in ../messages.ts. */
export const customPageMessages = {
  // ── Custom pages a brand's route file can map to (schemas CUSTOM_PAGES): page titles ──────────
  'customPages.MyAddresses': 'Mina adresser',
  'customPages.MyPage': 'Mina sidor',
  'customPages.MyPageIndex': 'Översikt',
  'customPages.MyProfile': 'Min profil',
  'customPages.MyQuotes': 'Mina offerter',
  'customPages.OrderHistory': 'Orderhistorik',
  'customPages.OrderHistoryPage': 'Order',
  'customPages.ProductConfigurationPage': 'Produktkonfigurator',
  'customPages.QuoteDetails': 'Offert',
  'customPages.ShoppingList': 'Inköpslista',
  'customPages.ShoppingLists': 'Inköpslistor',
  'customPages.StorePage': 'Butik',
  'customPages.UserAdministrator': 'Användaradministration',
  'customPages.UserAdministratorCreateUser': 'Skapa användare',
  'customPages.UserAdministratorEditUser': 'Redigera användare',
  'customPages.UserAdministratorListUsers': 'Användare',
} as const satisfies Catalogue
