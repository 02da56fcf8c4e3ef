import type { CustomPage } from '@shop/schemas'
import type { AccessRule } from './access'

/**
 * What each custom page of spec section 2 needs before it is shown. Brand route files decide where a
 * page lives; this decides who may see it, in one place for every brand.
 */
export const customPageAccess: Record<CustomPage, AccessRule> = {
  MyPage: { login: true },
  MyPageIndex: { login: true },
  MyProfile: { login: true },
  MyAddresses: { login: true },
  OrderHistory: { login: true, allow: 'EJ_ORDERHISTORIK' },
  OrderHistoryPage: { login: true, allow: 'EJ_ORDERHISTORIK' },
  ShoppingLists: { login: true },
  ShoppingList: { login: true },
  MyQuotes: { login: true, allow: 'EJ_SKAPA_OFFERT' },
  QuoteDetails: { login: true, allow: 'EJ_SKAPA_OFFERT' },
  ProductConfigurationPage: {},
  StorePage: {},
  UserAdministrator: { role: 'BUYER_ADMIN' },
  UserAdministratorListUsers: { role: 'BUYER_ADMIN' },
  UserAdministratorCreateUser: { role: 'BUYER_ADMIN' },
  UserAdministratorEditUser: { role: 'BUYER_ADMIN' },
}
