import { addQuoteItemsSchema, deleteQuoteItemsSchema, patchQuoteItemsSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { addQuoteItems, deleteQuoteItems, editableQuote, patchQuoteItems } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /v1/quotes/{id}/items. */
export const POST = route({
  summary: 'Lägger till artikelrader i offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: addQuoteItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? addQuoteItems(payload, session, quote.value, input.body.items) : quote
  },
})

/** PATCH /v1/quotes/{id}/items: rows by id; an id the quote lacks refuses the whole call. */
export const PATCH = route({
  summary: 'Ändrar artikelrader i offerten; ett okänt rad-id avvisar hela anropet.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: patchQuoteItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? patchQuoteItems(payload, session, quote.value, input.body.items) : quote
  },
})

/** DELETE /v1/quotes/{id}/items. */
export const DELETE = route({
  summary: 'Tar bort artikelrader ur offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: deleteQuoteItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? deleteQuoteItems(payload, session, quote.value, input.body.quoteItemIds) : quote
  },
})
