import { listIdSchema, updateListSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { deleteList, editableList, getList, updateList } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

const params = z.object({ id: listIdSchema })

/** Spec section 7: GET /v2/favorites/{id}. Another user's private list or another customer's: 404. */
export const GET = route({
  summary: 'En inköpslista (utan rader); en lista som inte är din att se svarar 404.',
  access: 'login',
  params,
  handler: ({ payload, session, input }) => getList(payload, session, input.params.id),
})

/** PUT /v2/favorites/{id}: rename, share or make private (the owner; a shared list's BUYER_ADMIN). */
export const PUT = route({
  summary: 'Byter namn eller åtkomst på en lista (ägaren, eller kundens BUYER_ADMIN för en delad lista).',
  access: 'login',
  params,
  body: updateListSchema,
  handler: async ({ payload, session, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? updateList(payload, list.value, input.body) : list
  },
})

/** DELETE /v2/favorites/{id}: the list and its lines. */
export const DELETE = route({
  summary: 'Tar bort en lista och dess rader.',
  access: 'login',
  params,
  status: 204,
  handler: async ({ payload, session, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? deleteList(payload, list.value) : list
  },
})
