import { cookieResponse, refreshTokenOf } from '@/accounts/cookies'
import { endBrowserSession } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Ends the browser session on the server and clears its cookies. The account flyout's form posts
 * here without JavaScript (answered with a redirect to the start page); scripts get 204.
 */
export const POST = route({
  summary: 'Loggar ut webbläsarens session och tar bort dess kakor.',
  access: 'anonymous',
  status: 204,
  handler: ({ payload, session, request }) => endBrowserSession(payload, session, refreshTokenOf(request.headers)),
  reply: (_, { request }) => {
    const isForm = request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')
    return cookieResponse(request, { end: 'logout' }, isForm ? { redirect: '/', status: 303 } : { empty: true })
  },
})
