import { FAVOURITES_CAP, LIST_LINE_LIMIT, type ListAccess } from '@shop/schemas/constants'
import { isAdmin, type Principal } from './permissions'

/**
 * Favourite articles and shopping lists (spec sections 3, 5 and 7): who may read and change a list,
 * which lists belong to the chosen customer and project, and the favourites' cap. Pure: the
 * favourites and shopping-lists services call these with rows they read, so the rules are tested here.
 */

/** What the rules need of a list. Ids are strings, as sessions hold them. */
export interface ListFacts {
  ownerId: string
  customerId: string | null
  projectId: string | null
  access: ListAccess
}

/** Who is looking: the user and the customer (and project) they chose. */
export interface ListViewer {
  principal: Principal
  customerId: string | null
  projectId: string | null
}

/** What a viewer may do with a list: nothing (it is invisible: not found), read it, or change it. */
export type ListRight = 'none' | 'read' | 'edit'

/**
 * Does the list belong to the viewer's chosen context? The same customer; where the viewer chose a
 * project, that project's lists and the customer's lists without one. A viewer who chose the whole
 * customer sees every project's lists: a list shared with the customer reaches every user of it
 * (spec section 3 `access`), also those who work outside its project.
 */
export function inListContext(list: Pick<ListFacts, 'customerId' | 'projectId'>, viewer: ListViewer): boolean {
  if (viewer.customerId === null || list.customerId !== viewer.customerId) return false
  return viewer.projectId === null || list.projectId === null || list.projectId === viewer.projectId
}

/** Does the principal administer the customer's users (BUYER_ADMIN or above for that customer)? */
export function administersCustomer(principal: Principal, customerId: string): boolean {
  return principal.customerPermissions.some((p) => p.customerId === customerId && isAdmin(p.role))
}

/**
 * Spec section 3 `access`: a private list is its owner's alone; a shared list is read by every user of
 * its customer and changed by its owner and the customer's BUYER_ADMIN. A list outside the viewer's
 * chosen context, or one they may not read, is 'none': the services answer it like a missing list.
 */
export function listRight(list: ListFacts, viewer: ListViewer): ListRight {
  if (!inListContext(list, viewer)) return 'none'
  const own = list.ownerId === viewer.principal.userId
  if (own) return 'edit'
  if (list.access !== 'shared') return 'none'
  return administersCustomer(viewer.principal, list.customerId as string) ? 'edit' : 'read'
}

export const canReadList = (list: ListFacts, viewer: ListViewer): boolean => listRight(list, viewer) !== 'none'
export const canEditList = (list: ListFacts, viewer: ListViewer): boolean => listRight(list, viewer) === 'edit'

/** Spec sections 5 and 9: a user keeps at most FAVOURITES_CAP favourites; the next one is refused. */
export function favouritesCapRefusal(count: number): { key: 'favorites.info_modal.body' } | null {
  return count >= FAVOURITES_CAP ? { key: 'favorites.info_modal.body' } : null
}

/** A list holds at most LIST_LINE_LIMIT lines (as many as a cart): `lines` after the change. */
export function listLimitRefusal(
  lines: number,
): { key: 'favorites.list_limit_exceeded'; params: { limit: number } } | null {
  return lines > LIST_LINE_LIMIT ? { key: 'favorites.list_limit_exceeded', params: { limit: LIST_LINE_LIMIT } } : null
}
