import { route } from '@/api/route'
import { loggedInResponse } from '@/auth/cookies'
import { logInWithTicket } from '@/auth/login'
import { challengeSchema } from '@/auth/schemas'

export const dynamic = 'force-dynamic'

/** The browser's answer to the NEW_PASSWORD_REQUIRED challenge: sets the password and logs in. */
export const POST = route({
  summary: 'Webbläsarens svar på utmaningen NEW_PASSWORD_REQUIRED: nytt lösenord, sedan inloggad.',
  access: 'anonymous',
  body: challengeSchema,
  handler: ({ payload, input }) => logInWithTicket(payload, input.body.Session, input.body.NewPassword, ['challenge']),
  reply: (tokens, { request }) => loggedInResponse(request, tokens),
})
