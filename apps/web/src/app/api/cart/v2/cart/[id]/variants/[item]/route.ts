import { updateItemSchema, z } from '@shop/schemas'
import { parseBody, parseParams } from '@/api/http'
import { cartItemIdSchema, cartResponse, withCart } from '@/cart/cart-route'
import { deleteItems, failureResponse, updateItem } from '@/cart/service'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; item: string }> }
const itemParams = z.looseObject({ item: cartItemIdSchema })

/** Spec section 7: PUT /v2/cart/{id}/variants/{item}: quantity, label, delivery method or article. */
export async function PUT(request: Request, context: Context) {
  return withCart(request, context.params, async (cart) => {
    const params = parseParams(await context.params, itemParams)
    if (!params.ok) return params.response
    const body = await parseBody(request, updateItemSchema)
    if (!body.ok) return body.response
    const outcome = await updateItem(cart.payload, cart.session, cart.cart, params.data.item, body.data)
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}

/** DELETE /v2/cart/{id}/variants/{item}. */
export async function DELETE(request: Request, context: Context) {
  return withCart(request, context.params, async (cart) => {
    const params = parseParams(await context.params, itemParams)
    if (!params.ok) return params.response
    const outcome = await deleteItems(cart.payload, cart.cart, [params.data.item])
    return outcome.ok ? cartResponse(cart) : failureResponse(outcome.failure)
  })
}
