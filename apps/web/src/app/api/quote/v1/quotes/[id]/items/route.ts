import { addQuoteItemsSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { lineChangeRoutes } from '@/quotes/line-routes'
import { addQuoteItems, editableQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /v1/quotes/{id}/items, articles at the merchant's price for the chosen customer. */
export const POST = route({
  summary: 'Lägger till artikelrader i offerten, till ditt nettopris hos kunden du valt.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: addQuoteItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? addQuoteItems(payload, session, quote.value, input.body.items) : quote
  },
})

/** PATCH and DELETE /v1/quotes/{id}/items. */
export const { PATCH, DELETE } = lineChangeRoutes('items')
