import { parseBody } from '@/api/http'
import { withSessionCookies } from '@/auth/cookie-responses'
import { credentialsSchema } from '@/auth/schemas'
import { logInWithTicket } from '@/auth/ticket-login'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/**
 * /activate-user and /gloemt-loesenord submit here: the one-time link's token and the chosen
 * password. The password rules are checked on the server (a broken rule keeps the link usable); on
 * success the user is logged in on this browser.
 */
export async function POST(request: Request) {
  const body = await parseBody(request, credentialsSchema)
  if (!body.ok) return body.response
  const login = await logInWithTicket(await payload(), body.data.token, body.data.password, ['activate', 'reset'])
  if (!login.ok) return login.response
  return withSessionCookies(request, { ok: true }, login.tokens, login.tokens.context)
}
