import { parseBody } from '@/api/http'
import { authenticationResult } from '@/auth/responses'
import { challengeSchema } from '@/auth/schemas'
import { logInWithTicket } from '@/auth/ticket-login'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** API clients' answer to the NEW_PASSWORD_REQUIRED challenge: sets the password, returns tokens. */
export async function POST(request: Request) {
  const body = await parseBody(request, challengeSchema)
  if (!body.ok) return body.response
  const login = await logInWithTicket(await payload(), body.data.Session, body.data.NewPassword, ['challenge'])
  return login.ok ? Response.json(authenticationResult(login.tokens)) : login.response
}
