import { ok } from '@shop/commerce'
import { permissionNames } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** Spec section 6/7: GET /permission-names: the deny codes, `[{ id, name }]`, in Swedish. */
export const GET = route({
  summary: 'Spärrkoderna (behörighetsnekanden) med svenska namn.',
  access: 'login',
  cache: 'private, max-age=300',
  handler: () => ok(permissionNames()),
})
