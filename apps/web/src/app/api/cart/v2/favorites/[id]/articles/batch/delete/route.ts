import { deleteListItemsSchema, listIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { editableList, removeItems } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: PUT /v2/favorites/{id}/articles/batch/delete {itemIds} → the list. All of them go,
 * or none when one is not this list's (404).
 */
export const PUT = route({
  summary: 'Tar bort valda rader ur listan; svarar med listan.',
  access: 'login',
  params: z.object({ id: listIdSchema }),
  body: deleteListItemsSchema,
  handler: async ({ payload, session, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? removeItems(payload, list.value, input.body.itemIds) : list
  },
})
