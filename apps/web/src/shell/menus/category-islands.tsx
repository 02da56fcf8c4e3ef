'use client'

import { flyoutIsland } from '../islands/lazy-island'

/**
 * The category tree below the top level, in the product menu and the mobile nav: code and data arrive
 * the first time the menu opens (CategoryMenus.tsx), so no page carries the tree in its HTML or RSC
 * payload. The mobile nav's whole tree loads so, since the drawer's body is not in the HTML anyway.
 */
const load = () => import('./CategoryMenus')

/** A top category's first sub-categories in the product menu (nothing until they have arrived). */
export const SubCategories = flyoutIsland('productMenu', () => load().then((m) => m.SubCategoryList), null)

export const MobileNavCategories = flyoutIsland('mobileNav', () => load().then((m) => m.MobileCategoryTree))
