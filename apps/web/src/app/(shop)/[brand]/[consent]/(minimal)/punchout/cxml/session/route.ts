import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { cookieResponse } from '@/accounts/cookies'
import { route } from '@/api/route'
import { startCxmlSession } from '@/punchout/cxml'
import { statusPath } from '@/punchout/paths'

export const dynamic = 'force-dynamic'

/**
 * The cXML StartPage's form (start/[token]/page.tsx) posts its one-time token here: it becomes a
 * PUNCHOUT session in this browser, which lands on the start page. A used, expired or unknown token
 * goes to the page that says so, without a session.
 */
export const POST = route({
  summary: 'cXML StartPage: engångslänken blir en punch-out-session i webbläsaren.',
  access: 'anonymous',
  form: z.object({ token: z.string().max(200) }),
  handler: async ({ payload, input }) => ok(await startCxmlSession(payload, input.form.token)),
  reply: (started, { request }) =>
    started.ok
      ? cookieResponse(
          request,
          { tokens: started.value, context: started.value.context, punchoutSession: true },
          { redirect: '/', status: 303 },
        )
      : new Response(null, {
          status: 303,
          headers: { location: statusPath(started.failure.error), 'cache-control': 'no-store' },
        }),
})
