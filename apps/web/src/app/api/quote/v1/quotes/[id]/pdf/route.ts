import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { quotePdf, resolveQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** GET /v1/quotes/{id}/pdf: the quote as its receiver gets it (wizard step 4's preview). */
export const GET = route({
  summary: 'Offerten som PDF, så som mottagaren får den.',
  access: QUOTE_ACCESS,
  params: quotePath,
  handler: async ({ payload, session, brand, input }) => {
    const quote = await resolveQuote(payload, session, input.params.id)
    return quote.ok ? quotePdf(payload, session, quote.value, brand) : quote
  },
  reply: (pdf) => fileResponse(pdf.bytes, { type: 'application/pdf', filename: pdf.filename, inline: true }),
})
