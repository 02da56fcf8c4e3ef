import { z } from '@shop/schemas'
import { forbidden, notFound, parseParams, unauthorized } from '@/api/http'
import { getSession } from '@/auth/session'
import { customerAssortment } from '@/catalog/categories'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().trim().min(1).max(50) })

/** Spec section 7: GET /customers/{customerNumber}/assortment, for that customer's users and site admins. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const session = await getSession()
  if (!session) return unauthorized()
  const outcome = await customerAssortment(await payload(), params.data.id, session.principal)
  if (outcome.ok) return Response.json(outcome.value)
  return outcome.reason === 'forbidden' ? forbidden() : notFound()
}
