import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../../custom-pages/types'
import { ShoppingList } from './ShoppingList'
import { ShoppingLists } from './ShoppingLists'

/** Bodies of ShoppingLists and ShoppingList. */
export const shoppingListPages: Partial<Record<CustomPage, CustomPageBody>> = {
  ShoppingLists,
  ShoppingList,
}
