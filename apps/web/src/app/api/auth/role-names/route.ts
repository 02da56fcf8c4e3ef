import { authorize } from '@/api/authorize'
import { roleNames } from '@/users/service'

export const dynamic = 'force-dynamic'

/** Spec section 6/7: GET /role-names: the roles in ascending order, `[{ id, name }]`, in Swedish. */
export async function GET() {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  return Response.json(roleNames(), { headers: { 'cache-control': 'private, max-age=300' } })
}
