import { parseBody } from '@/api/http'
import { withSessionCookies } from '@/auth/cookie-responses'
import { challengeSchema } from '@/auth/schemas'
import { logInWithTicket } from '@/auth/ticket-login'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** The browser's answer to the NEW_PASSWORD_REQUIRED challenge: sets the password and logs in. */
export async function POST(request: Request) {
  const body = await parseBody(request, challengeSchema)
  if (!body.ok) return body.response
  const login = await logInWithTicket(await payload(), body.data.Session, body.data.NewPassword, ['challenge'])
  if (!login.ok) return login.response
  return withSessionCookies(request, { ok: true }, login.tokens, login.tokens.context)
}
