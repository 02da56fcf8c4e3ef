import { cartIdSchema, cartItemIdSchema, updateItemSchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { deleteItems, resolveCart, updateItems } from '@/cart/service'

export const dynamic = 'force-dynamic'

const params = z.object({ id: cartIdSchema, item: cartItemIdSchema })

/** Spec section 7: PUT /v2/cart/{id}/variants/{item}: quantity, label, delivery method or article. */
export const PUT = route({
  summary: 'Ändrar en rad: antal, märkning, leveranssätt eller artikel (ersättningsartikel).',
  access: 'login',
  params,
  body: updateItemSchema,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    if (!cart.ok) return cart
    return updateItems(payload, session, brand, cart.value, [{ ...input.body, cartItemId: input.params.item }])
  },
})

/** DELETE /v2/cart/{id}/variants/{item}. */
export const DELETE = route({
  summary: 'Tar bort en rad; svarar med varukorgen.',
  access: 'login',
  params,
  handler: async ({ payload, session, brand, input }) => {
    const cart = await resolveCart(payload, session, input.params.id)
    return cart.ok ? deleteItems(payload, session, brand, cart.value, [input.params.item]) : cart
  },
})
