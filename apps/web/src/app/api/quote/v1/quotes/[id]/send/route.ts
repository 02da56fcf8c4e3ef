import { sendQuoteSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { editableQuote, sendQuote } from '@/quotes/service'
import { originFor } from '@/request/origin'

export const dynamic = 'force-dynamic'

/** POST /v1/quotes/{id}/send (wizard step 4): the PDF by e-mail with a link to answer; status sent. */
export const POST = route({
  summary: 'Skickar offerten som PDF med en svarslänk till mottagaren; status blir skickad.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: sendQuoteSchema,
  handler: async ({ payload, session, brand, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    if (!quote.ok) return quote
    return sendQuote(payload, session, quote.value, originFor(brand), input.body)
  },
})
