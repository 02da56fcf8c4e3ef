import { createQuoteSchema, deleteQuotesSchema, quoteListQuerySchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS } from '@/quotes/input'
import { createQuote, deleteQuotes, listQuotes } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec section 7, quote service: GET /v1/quotes (MyQuotes: status filter, search, sort, paging). */
export const GET = route({
  summary: 'Dina offerter i vald kund: statusfilter (all, draft, accepted), sökning, sortering och sidor.',
  access: QUOTE_ACCESS,
  query: quoteListQuerySchema,
  handler: ({ payload, session, input }) => listQuotes(payload, session, input.query),
})

/** POST /v1/quotes: a new draft (empty, or with fields), or a copy of one of your quotes ({copyFrom}). */
export const POST = route({
  summary: 'Skapar ett offertutkast, tomt eller med fält, eller en kopia av en av dina offerter.',
  access: QUOTE_ACCESS,
  body: createQuoteSchema.optional(),
  status: 201,
  handler: ({ payload, session, brand, input }) => createQuote(payload, session, brand, input.body ?? {}),
})

/** DELETE /v1/quotes: your quotes by number; one that is not yours makes the whole call 404. */
export const DELETE = route({
  summary: 'Tar bort offerter (med bilagor); en offert som inte är din svarar 404 och inget tas bort.',
  access: QUOTE_ACCESS,
  body: deleteQuotesSchema,
  status: 204,
  handler: ({ payload, session, input }) => deleteQuotes(payload, session, input.body.quoteIds),
})
