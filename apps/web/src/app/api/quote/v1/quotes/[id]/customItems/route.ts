import { addQuoteCustomItemsSchema, deleteQuoteCustomItemsSchema, patchQuoteCustomItemsSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { addQuoteCustomItems, deleteQuoteCustomItems, editableQuote, patchQuoteCustomItems } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /v1/quotes/{id}/customItems. */
export const POST = route({
  summary: 'Lägger till egna rader i offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: addQuoteCustomItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? addQuoteCustomItems(payload, session, quote.value, input.body.customItems) : quote
  },
})

/** PATCH /v1/quotes/{id}/customItems: rows by id; an id the quote lacks refuses the whole call. */
export const PATCH = route({
  summary: 'Ändrar egna rader i offerten; ett okänt rad-id avvisar hela anropet.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: patchQuoteCustomItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? patchQuoteCustomItems(payload, session, quote.value, input.body.customItems) : quote
  },
})

/** DELETE /v1/quotes/{id}/customItems. */
export const DELETE = route({
  summary: 'Tar bort egna rader ur offerten.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: deleteQuoteCustomItemsSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? deleteQuoteCustomItems(payload, session, quote.value, input.body.quoteCustomItemIds) : quote
  },
})
