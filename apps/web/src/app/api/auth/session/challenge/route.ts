import { loggedInResponse } from '@/accounts/cookies'
import { logInWithTicket } from '@/accounts/login'
import { challengeSchema } from '@/accounts/schemas'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** The browser's answer to the NEW_PASSWORD_REQUIRED challenge: sets the password and logs in. */
export const POST = route({
  summary: 'Webbläsarens svar på utmaningen NEW_PASSWORD_REQUIRED: nytt lösenord, sedan inloggad.',
  access: 'anonymous',
  body: challengeSchema,
  handler: ({ payload, input }) => logInWithTicket(payload, input.body.Session, input.body.NewPassword, ['challenge']),
  reply: (tokens, { request }) => loggedInResponse(request, tokens),
})
