import { z } from '@shop/schemas'
import { addressForm, deleteAddress, ownAddress, updateAddress } from '@/addresses/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/** The address id of spec section 3 (`A10001-2`), not the database row id. */
const params = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) })

/**
 * Spec section 7, auth service: PUT address/{id}. Only an address of a customer the user holds a
 * permission for (any other id is 404, unchanged); a read-only address is 403 `errors.forbidden_action`.
 */
export const PUT = route({
  summary: 'Ändrar en egen adress (skrivskyddade adresser ändras inte).',
  access: 'login',
  params,
  body: addressForm,
  handler: async ({ payload, session, input }) => {
    const address = await ownAddress(payload, session, input.params.id)
    return address.ok ? updateAddress(payload, address.value, input.body) : address
  },
})

/** DELETE address/{id}: 204 when removed; the same 404 and 403 as PUT. */
export const DELETE = route({
  summary: 'Tar bort en egen adress (skrivskyddade adresser tas inte bort).',
  access: 'login',
  params,
  status: 204,
  handler: async ({ payload, session, input }) => {
    const address = await ownAddress(payload, session, input.params.id)
    return address.ok ? deleteAddress(payload, address.value) : address
  },
})
