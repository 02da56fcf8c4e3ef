import { createListSchema, listQuerySchema } from '@shop/schemas'
import { route } from '@/api/route'
import { createList, getLists } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7 (getFavoriteLists): the shopping lists the caller may read in the chosen customer
 * (and project) context: their own, and those shared with the customer. Paged, sorted and filtered
 * by access, owner (userId), change time (fromUpdatedAt) and words of the name (q).
 */
export const GET = route({
  summary: 'Inköpslistorna i vald kund och projekt: egna och delade, med sökning, sortering och sidor.',
  access: 'login',
  query: listQuerySchema,
  handler: ({ payload, session, input }) => getLists(payload, session, input.query),
})

/** POST /v2/favorites (not in the spec, which does not show how a list is made): a new, empty list. */
export const POST = route({
  summary: 'Ny tom inköpslista i vald kund och projekt (privat om inget annat anges).',
  access: 'login',
  body: createListSchema,
  status: 201,
  handler: ({ payload, session, input }) => createList(payload, session, input.body),
})
