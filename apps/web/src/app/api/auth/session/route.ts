import { loginPayloadSchema } from '@shop/auth'
import { jsonResponse } from '@/api/respond'
import { route } from '@/api/route'
import { loggedInResponse, rememberedContext } from '@/auth/cookies'
import { challengeResult, logIn } from '@/auth/login'
import { clientAddress } from '@/request/client-address'

export const dynamic = 'force-dynamic'

/**
 * The browser's login (login page and account flyout): the same check as POST /v2/sessions, but the
 * tokens go into httpOnly cookies and never reach page scripts. The customer context chosen last
 * time on this browser is taken up again when it is still allowed.
 */
export const POST = route({
  summary: 'Webbläsarens inloggning: sessionen sparas i httpOnly-kakor (eller en utmaning att byta lösenord).',
  access: 'anonymous',
  body: loginPayloadSchema,
  handler: ({ payload, request, input }) =>
    logIn(payload, input.body, clientAddress(request), rememberedContext(request.headers)),
  reply: (login, { request }) =>
    login.kind === 'challenge' ? jsonResponse(challengeResult(login)) : loggedInResponse(request, login.tokens),
})
