import { z } from '@shop/schemas'
import { authorize } from '@/api/authorize'
import { parseParams } from '@/api/http'
import { payload } from '@/db/payload'
import { getPermissions, serviceResponse } from '@/users/service'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().regex(/^\d{1,12}$/) })

/**
 * Spec section 7: GET /v2/permissions/{id}: the permission rows (customerId, projectId, role,
 * permissionDenies, editable) of oneself or of a user the caller administers; others are 404.
 */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  return serviceResponse(await getPermissions(await payload(), auth.session.principal, params.data.id))
}
