import { listIdSchema, putListArticlesSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { editableList, putArticles } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: PUT /v2/favorites/{id}/articles → {list, items, errors}. Adds lines, or sets the
 * quantity (and a note sent) of the line of an article already on the list; refused lines (unknown
 * article, not the order multiple) are listed in `errors`, the rest are written.
 */
export const PUT = route({
  summary: 'Lägger till rader eller ändrar antal; avvisade rader listas i errors med sitt skäl.',
  access: 'login',
  params: z.object({ id: listIdSchema }),
  body: putListArticlesSchema,
  handler: async ({ payload, session, brand, input }) => {
    const list = await editableList(payload, session, input.params.id)
    return list.ok ? putArticles(payload, session, brand, list.value, input.body.items) : list
  },
})
