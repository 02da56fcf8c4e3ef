import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { deliveryDays } from '@/checkout/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /customers/{customerNumber}/delivery-dates: the open delivery days the date
 * picker offers from the earliest one (weekends, Swedish holidays, the brand's closed days and its
 * cutoff hour counted, spec section 5), for a customer the user holds; a site admin may ask for any.
 * The cart and checkout accept exactly these days. Unknown customers are 404.
 */
export const GET = route({
  summary: 'Lediga leveransdagar för en kund (kundnummer): tidigaste dag, brytpunkt och de erbjudna dagarna.',
  access: 'login',
  params: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
  handler: ({ payload, session, brand, input }) => deliveryDays(payload, session, brand, input.params.id),
})
