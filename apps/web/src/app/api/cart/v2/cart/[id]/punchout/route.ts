import { cartIdSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { resolveCart } from '@/cart/service'
import { transferForm } from '@/punchout/transfer'

export const dynamic = 'force-dynamic'

/**
 * Spec section 4, submitting a punch-out order: the cart as the form the browser posts to the
 * procurement system (OCI NEW_ITEM fields per line, with the company's rules). Changes nothing; the
 * browser deletes the cart (PUT status DELETED) once the form is posted.
 */
export const POST = route({
  summary: 'Punch-out: varukorgen som formuläret webbläsaren skickar till inköpssystemet.',
  access: 'login',
  params: z.object({ id: cartIdSchema }),
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? transferForm(payload, session, brand, cart.value) : cart
  },
})
