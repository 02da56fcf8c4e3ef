import { loginPayloadSchema } from '@shop/auth'
import { loggedInResponse, rememberedContext } from '@/accounts/cookies'
import { challengeResult, logIn } from '@/accounts/login'
import { jsonResponse } from '@/api/respond'
import { route } from '@/api/route'
import { sessionView } from '@/app/api/auth/session/session-view'
import { clientAddress } from '@/request/client-address'

export const dynamic = 'force-dynamic'

/**
 * The session as a page shared by many shoppers shows it (app/api/auth/session/session-view.ts): name and e-mail, the
 * chosen customer and project with their label, the favourite articles (private, as every answer).
 */
export const GET = route({
  summary: 'Den inloggades namn, valda kund och projekt och favoritartiklar, för sidor som delas av många.',
  access: 'login',
  handler: ({ payload, session }) => sessionView(payload, session),
})

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
