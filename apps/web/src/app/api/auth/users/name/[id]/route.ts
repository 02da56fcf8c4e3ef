import { getUserName, userIdParams, withVisibleUser } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /users/name/{id}: {userId, firstName, lastName, fullName} of oneself, a user
 * the caller administers, or a colleague at one of the caller's customers; anyone else is 404.
 */
export const GET = route({
  summary: 'Namnet på en användare som den inloggade ser (sig själv, sina användare, kollegor).',
  access: 'login',
  params: userIdParams,
  handler: ({ payload, principal, input }) => withVisibleUser(payload, principal, input.params.id, getUserName, 'name'),
})
