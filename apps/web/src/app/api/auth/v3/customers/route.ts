import { z } from '@shop/schemas'
import { customerChoices } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, auth service: GET v3/customers(?active=1&search=). The customers this user may choose
 * as context, each with the projects they may use, by name; `search` matches name or customer number.
 */
export const GET = route({
  summary: 'Kunderna (med projekt) som användaren kan välja som kontext.',
  access: 'login',
  query: z.object({
    // The client asks with active=1 (spec section 7). Only active customers can be chosen, so the list
    // is the active one either way; 0 is accepted for the client's sake.
    active: z.enum(['0', '1'], { error: 'active ska vara 0 eller 1.' }).optional(),
    search: z.string().trim().max(100, { error: 'Söktexten får vara högst 100 tecken.' }).optional(),
    // Sent by the client outside punch-out; the shop has no virtual contexts, so it changes nothing.
    virtualContext: z.enum(['true', 'false'], { error: 'virtualContext ska vara true eller false.' }).optional(),
  }),
  handler: ({ payload, session, input }) => customerChoices(payload, session, input.query.search),
})
