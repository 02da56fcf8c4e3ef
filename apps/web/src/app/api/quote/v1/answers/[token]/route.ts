import { answerQuoteSchema } from '@shop/schemas'
import { route } from '@/api/route'
import { answerPath } from '@/quotes/input'
import { answerQuote, quoteForAnswer } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/**
 * The receiver's link (no account): GET shows the sent quote, POST accepts or declines it. An altered
 * link is 404 quote.link_invalid, an expired one 422 quote.link_expired, an answered or since changed
 * quote 409 quote.link_used.
 */
export const GET = route({
  summary: 'Offerten via mottagarens länk (ingen inloggning).',
  access: 'anonymous',
  params: answerPath,
  handler: ({ payload, brand, input }) => quoteForAnswer(payload, brand, input.params.token),
})

export const POST = route({
  summary: 'Mottagaren accepterar eller avböjer offerten via länken; avsändaren meddelas.',
  access: 'anonymous',
  params: answerPath,
  body: answerQuoteSchema,
  handler: ({ payload, brand, input }) => answerQuote(payload, brand, input.params.token, input.body),
})
