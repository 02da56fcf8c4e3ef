import { patchQuoteSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { editableQuote, getQuote, patchQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /v1/quotes/{id}. Another user's or another customer's quote: 404. */
export const GET = route({
  summary: 'En offert med rader, bilagor och summor; någon annans offert svarar 404.',
  access: QUOTE_ACCESS,
  params: quotePath,
  handler: ({ payload, session, input }) => getQuote(payload, session, input.params.id),
})

/** PATCH /v1/quotes/{id}: the wizard's fields (sent after 2000 ms of quiet); groups may be sent in part. */
export const PATCH = route({
  summary: 'Ändrar offertens fält; en besvarad eller beställd offert svarar 409.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: patchQuoteSchema,
  handler: async ({ payload, session, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    return quote.ok ? patchQuote(payload, session, quote.value, input.body) : quote
  },
})
