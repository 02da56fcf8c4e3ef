import type { CustomerContextIds } from '@shop/auth'
import { z } from '@shop/schemas'
import { cookieResponse } from '@/accounts/cookies'
import type { Session } from '@/accounts/session'
import { changeSessionContext } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

const id = z.string().regex(/^\d{1,12}$/, { error: 'Ange id:t med siffror.' })
const contextSchema = z.object({ customerId: id, projectId: id.nullable().default(null) })

/**
 * The new access token goes into the cookie, and the remembered context follows the choice. API
 * clients that sent a bearer token get the token in the body too; a browser's scripts never see it.
 */
function reply(
  { accessToken, context }: { accessToken: string; context: CustomerContextIds | null },
  { request, session }: { request: Request; session: Pick<Session, 'punchout'> },
) {
  const body = { context, ...(request.headers.has('authorization') ? { AccessToken: accessToken } : {}) }
  const change = { tokens: { accessToken }, context, punchoutSession: session.punchout !== null }
  return cookieResponse(request, change, { json: body })
}

/**
 * The project flyout's choice of customer and project. Checked against the user's permissions on the
 * server; the new access token carries it, so prices, assortment, carts and orders follow at once.
 */
export const PUT = route({
  summary: 'Väljer kund och projekt för sessionen (kontrolleras mot användarens behörigheter).',
  access: 'login',
  body: contextSchema,
  handler: ({ payload, session, input }) => changeSessionContext(payload, session, input.body),
  reply,
})

/** Clears the chosen context. */
export const DELETE = route({
  summary: 'Tar bort sessionens valda kund och projekt.',
  access: 'login',
  handler: ({ payload, session }) => changeSessionContext(payload, session, null),
  reply,
})
