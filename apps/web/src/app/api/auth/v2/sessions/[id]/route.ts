import { z } from '@shop/schemas'
import { endOwnSession } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** Spec section 7: DELETE /v2/sessions/{id}: ends one's own session (logout); another's is 403. */
export const DELETE = route({
  summary: 'Loggar ut den egna sessionen; en annans session ger 403.',
  access: 'login',
  params: z.object({ id: z.uuid() }),
  status: 204,
  handler: ({ payload, session, input }) => endOwnSession(payload, session, input.params.id),
})
