import { fail } from '@shop/commerce'
import { cartIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart, transferCart } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: PUT /v2/cart/{dest}/transfer/{src}. The source may be the caller's cart of another
 * customer/project context (taking a cart along when switching project); never another user's.
 */
export const PUT = route({
  summary: 'Flyttar in en annan av användarens varukorgar (även från ett annat projekt) och tar bort den.',
  access: 'login',
  params: z.object({ id: cartIdSchema, src: cartIdSchema }),
  handler: async ({ payload, session, brand, input }) => {
    const dest = await resolveCart(payload, session, input.params.id)
    if (!dest.ok) return dest
    const src = await resolveCart(payload, session, input.params.src, { create: false, anyContext: true })
    if (!src.ok) return src
    if (!src.value) return fail('not_found', 'errors.not_found')
    return transferCart(payload, session, brand, dest.value, src.value)
  },
})
