import { z } from '@shop/schemas'
import { authorize } from '@/api/authorize'
import { forbidden, parseParams } from '@/api/http'
import { endSession } from '@/auth/refresh-sessions'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().uuid() })

/** Spec section 7: DELETE /v2/sessions/{id}: ends one's own session (logout); another's is 403. */
export async function DELETE(_request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const auth = await authorize()
  if (!auth.ok) return auth.response
  if (auth.session.sessionId !== params.data.id) return forbidden()
  await endSession(await payload(), params.data.id)
  return new Response(null, { status: 204 })
}
