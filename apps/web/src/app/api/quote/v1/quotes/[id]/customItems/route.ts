import { addQuoteCustomItemsSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { lineChangeRoutes } from '@/quotes/line-routes'
import { addQuoteCustomItems, editableQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /v1/quotes/{id}/customItems, the shopper's own lines (labour, transport). */
export const POST = route({
  summary: 'Lägger till egna rader (arbete, transport, annat material) i offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: addQuoteCustomItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? addQuoteCustomItems(payload, session, quote.value, input.body.customItems) : quote
  },
})

/** PATCH and DELETE /v1/quotes/{id}/customItems. */
export const { PATCH, DELETE } = lineChangeRoutes('customItems')
