import { z } from '@shop/schemas'
import { addressForm, createAddress, listAddresses } from '@/addresses/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, auth service: GET addresses. The chosen customer's addresses, or with `?customerId=`
 * those of another customer the user holds a permission for (403 otherwise). Preselected first.
 */
export const GET = route({
  summary: 'Den valda kundens adresser (eller en annan egen kunds med customerId), förvald först.',
  access: 'login',
  query: z.object({
    customerId: z
      .string()
      .regex(/^\d{1,12}$/, { error: 'Ange kundens id med siffror.' })
      .optional(),
  }),
  handler: ({ payload, session, input }) => listAddresses(payload, session, input.query.customerId),
})

/** POST addresses: a new address for the chosen customer (the form of @shop/commerce addressFormSchema). */
export const POST = route({
  summary: 'Ny leveransadress för den valda kunden.',
  access: 'login',
  body: addressForm,
  status: 201,
  handler: ({ payload, session, input }) => createAddress(payload, session, input.body),
})
