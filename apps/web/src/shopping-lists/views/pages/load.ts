import 'server-only'
import type { FavoriteItemsResponse, FavoriteListsResponse, ListQuery } from '@shop/schemas'
import { LIST_LINE_LIMIT } from '@shop/schemas/constants'
import type { Brand } from '@shop/tenants'
import { getSession } from '@/accounts/session'
import { payload } from '@/payload/payload'
import { getLists, listItems, resolveList } from '@/shopping-lists/service'

/**
 * What the shopping list pages read, through the lists service as the API does. A failure of the
 * service is null ('failed' for one list), which the pages show as the spec's
 * errors.try_again_later_or_contact; a list the viewer may not read is 'not_found', the 404 page.
 */

export async function loadLists(query: ListQuery): Promise<FavoriteListsResponse | null> {
  const session = await getSession()
  if (!session) return null
  try {
    const result = await getLists(await payload(), session, query)
    return result.ok ? result.value : null
  } catch (error) {
    console.error('shopping lists: reading the lists failed', error)
    return null
  }
}

export async function loadList(brand: Brand, listId: string): Promise<FavoriteItemsResponse | 'not_found' | 'failed'> {
  const session = await getSession()
  if (!session) return 'not_found'
  try {
    const instance = await payload()
    const list = await resolveList(instance, session, listId)
    if (!list.ok) return list.failure.kind === 'not_found' ? 'not_found' : 'failed'
    const items = await listItems(instance, session, brand, list.value, { offset: 0, limit: LIST_LINE_LIMIT })
    return items.ok ? items.value : 'failed'
  } catch (error) {
    console.error('shopping lists: reading a list failed', error)
    return 'failed'
  }
}
