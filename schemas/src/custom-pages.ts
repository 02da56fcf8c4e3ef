import { z } from './zod'

/** Spec section 2: the custom pages a brand's route file may map a path to. */
export const CUSTOM_PAGES = [
  'MyAddresses',
  'MyPage',
  'MyPageIndex',
  'MyProfile',
  'MyQuotes',
  'OrderHistory',
  'OrderHistoryPage',
  'ProductConfigurationPage',
  'QuoteDetails',
  'ShoppingList',
  'ShoppingLists',
  'StorePage',
  'UserAdministrator',
  'UserAdministratorCreateUser',
  'UserAdministratorEditUser',
  'UserAdministratorListUsers',
] as const
export const customPageSchema = z.enum(CUSTOM_PAGES)
export type CustomPage = z.infer<typeof customPageSchema>
