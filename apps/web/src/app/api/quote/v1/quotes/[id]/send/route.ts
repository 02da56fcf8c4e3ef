import { sendQuoteSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { editableQuote, sendQuote } from '@/quotes/service'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/** POST /v1/quotes/{id}/send (wizard step 4): the PDF by e-mail with a link to answer; status sent. */
export const POST = route({
  summary: 'Skickar offerten som PDF med en svarslänk till mottagaren; status blir skickad.',
  access: QUOTE_ACCESS,
  params: quotePath,
  body: sendQuoteSchema,
  handler: async ({ payload, session, brand, request, input }) => {
    const quote = await editableQuote(payload, session, input.params.id)
    if (!quote.ok) return quote
    const at = { origin: originOf(request.headers, request.url).origin, brand }
    return sendQuote(payload, session, quote.value, at, input.body)
  },
})
