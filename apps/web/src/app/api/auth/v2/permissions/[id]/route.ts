import { getPermissions, userIdParams, withVisibleUser } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /v2/permissions/{id}: the permission rows (customerId, projectId, role,
 * permissionDenies, editable) of oneself or of a user the caller administers; others are 404.
 */
export const GET = route({
  summary: 'Behörighetsraderna för sig själv eller en administrerad användare, var och en märkt ändringsbar eller ej.',
  access: 'login',
  params: userIdParams,
  handler: ({ payload, principal, input }) => withVisibleUser(payload, principal, input.params.id, getPermissions),
})
