import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { authenticationResult, refreshSession } from '@/accounts/session-tokens'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Token refresh for API clients: a valid refresh token is exchanged for a new pair (the old one stops
 * working); a replayed one ends the whole session. 401 `errors.invalid_token` means log in again.
 */
export const POST = route({
  summary: 'Byter en förnyelsetoken mot ett nytt tokenpar; en återanvänd avslutar hela sessionen.',
  access: 'anonymous',
  body: z.object({ RefreshToken: z.string().min(20).max(200) }),
  handler: async ({ payload, input }) => {
    const tokens = await refreshSession(payload, input.body.RefreshToken)
    return tokens.ok ? ok(authenticationResult(tokens.value)) : tokens
  },
})
