import { z } from '@shop/schemas'
import { parseBody, unauthorized } from '@/api/http'
import { refreshSession } from '@/auth/refresh-sessions'
import { authenticationResult } from '@/auth/responses'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ RefreshToken: z.string().min(20).max(200) })

/**
 * Token refresh for API clients: a valid refresh token is exchanged for a new pair (the old one stops
 * working); a replayed one ends the whole session. 401 `errors.invalid_token` means log in again.
 */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const outcome = await refreshSession(await payload(), body.data.RefreshToken)
  if (outcome.kind === 'ended') return unauthorized()
  return Response.json(
    authenticationResult({
      accessToken: outcome.accessToken,
      refreshToken: outcome.kind === 'rotated' ? outcome.refreshToken : undefined,
      sessionId: outcome.sessionId,
    }),
  )
}
