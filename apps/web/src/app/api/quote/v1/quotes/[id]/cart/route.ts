import { route } from '@/api/route'
import { QUOTE_ACCESS, quotePath } from '@/quotes/input'
import { quoteToCart, resolveQuote } from '@/quotes/service'

export const dynamic = 'force-dynamic'

/** POST /v1/quotes/{id}/cart (wizard step 5): an accepted quote's articles into the cart; status ordered. */
export const POST = route({
  summary: 'Lägger en accepterad offerts artiklar och antal i varukorgen; status blir beställd.',
  access: QUOTE_ACCESS,
  params: quotePath,
  handler: async ({ payload, session, brand, input }) => {
    const quote = await resolveQuote(payload, session, input.params.id)
    return quote.ok ? quoteToCart(payload, session, brand, quote.value) : quote
  },
})
