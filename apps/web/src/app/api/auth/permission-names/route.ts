import { authorize } from '@/api/authorize'
import { permissionNames } from '@/users/service'

export const dynamic = 'force-dynamic'

/** Spec section 6/7: GET /permission-names: the deny codes, `[{ id, name }]`, in Swedish. */
export async function GET() {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  return Response.json(permissionNames(), { headers: { 'cache-control': 'private, max-age=300' } })
}
