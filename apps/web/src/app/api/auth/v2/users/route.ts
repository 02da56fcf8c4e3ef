import { createUser, createUserSchema, listUsers, listUsersSchema } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /v2/users (limit, orderBy, desc, search, offset, active, virtualContext;
 * defaults limit 15, firstName ascending, active 1): the users the caller administers. Admins only.
 */
export const GET = route({
  summary: 'Användarna som den inloggade administrerar: sökbart, sorterat och sidindelat.',
  access: { role: 'BUYER_ADMIN' },
  query: listUsersSchema,
  handler: ({ payload, principal, input }) => listUsers(payload, principal, input.query),
})

/** POST /v2/users: creates a user within the caller's customers; they get an activation e-mail. */
export const POST = route({
  summary: 'Skapar en användare hos den inloggades kunder; användaren får ett aktiveringsmejl.',
  access: { role: 'BUYER_ADMIN' },
  body: createUserSchema,
  status: 201,
  handler: ({ payload, principal, request, input }) => createUser(payload, principal, input.body, request.headers),
})
