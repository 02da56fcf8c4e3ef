import { loggedInResponse } from '@/accounts/cookies'
import { logInWithTicket } from '@/accounts/login'
import { credentialsSchema } from '@/accounts/schemas'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * /activate-user and /gloemt-loesenord submit here: the one-time link's token and the chosen
 * password. The password rules are checked on the server (a broken rule keeps the link usable); on
 * success the user is logged in on this browser.
 */
export const POST = route({
  summary: 'Lösenord valt via aktiverings- eller återställningslänk; sedan inloggad i webbläsaren.',
  access: 'anonymous',
  body: credentialsSchema,
  handler: ({ payload, input }) =>
    logInWithTicket(payload, input.body.token, input.body.password, ['activate', 'reset']),
  reply: (tokens, { request }) => loggedInResponse(request, tokens),
})
