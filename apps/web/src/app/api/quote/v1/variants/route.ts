import { quoteVariantsSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { QUOTE_ACCESS } from '@/quotes/input'
import { variantsForQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** Spec getVariantsForQuote: name, unit and price (as you may see it) of articles for the product step. */
export const POST = route({
  summary: 'Artiklar till offertens produktsteg: namn, enhet och pris så som du får se det.',
  access: QUOTE_ACCESS,
  body: quoteVariantsSchema,
  handler: ({ payload, session, input }) => variantsForQuote(payload, session, input.body.articleNumbers),
})
