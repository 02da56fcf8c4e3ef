import { ok } from '@shop/commerce'
import { logInWithTicket } from '@/accounts/login'
import { challengeSchema } from '@/accounts/schemas'
import { authenticationResult } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** API clients' answer to the NEW_PASSWORD_REQUIRED challenge: sets the password, returns tokens. */
export const POST = route({
  summary: 'API-klientens svar på utmaningen NEW_PASSWORD_REQUIRED: nytt lösenord, sedan token.',
  access: 'anonymous',
  body: challengeSchema,
  handler: async ({ payload, input }) => {
    const tokens = await logInWithTicket(payload, input.body.Session, input.body.NewPassword, ['challenge'])
    return tokens.ok ? ok(authenticationResult(tokens.value)) : tokens
  },
})
