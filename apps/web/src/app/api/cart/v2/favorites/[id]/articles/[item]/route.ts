import { listIdSchema, listItemIdSchema, updateListItemSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { editableList, updateItem } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: PUT /v2/favorites/{id}/articles/{item}: quantity or note of one line → the line. */
export const PUT = route({
  summary: 'Ändrar antal eller anteckning på en rad; svarar med raden.',
  access: 'login',
  params: z.object({ id: listIdSchema, item: listItemIdSchema }),
  body: updateListItemSchema,
  handler: async ({ payload, session, brand, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? updateItem(payload, session, brand, list.value, input.params.item, input.body) : list
  },
})
