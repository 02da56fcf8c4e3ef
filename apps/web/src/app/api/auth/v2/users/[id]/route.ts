import { getUser, updateUser, updateUserSchema, userIdParams, withVisibleUser } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /v2/users/{id}: oneself or a user the caller administers; others are 404. */
export const GET = route({
  summary: 'En användare: sig själv eller en som den inloggade administrerar.',
  access: 'login',
  params: userIdParams,
  handler: ({ payload, principal, input }) =>
    withVisibleUser(payload, principal, input.params.id, (target) => getUser(payload, target)),
})

/**
 * PUT /v2/users/{id}: firstName, lastName, mobileNumber, preferredStore, defaultCustomerId,
 * defaultProjectId; admins also role, active and customerPermissions within their customers.
 */
export const PUT = route({
  summary: 'Ändrar egna profiluppgifter; administratörer även roll, aktivering och behörighetsrader.',
  access: 'login',
  params: userIdParams,
  body: updateUserSchema,
  handler: ({ payload, principal, input }) =>
    withVisibleUser(payload, principal, input.params.id, (target) => updateUser(payload, target, input.body)),
})
