import { ok } from '@shop/commerce'
import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { orderNumberIsCustomers } from '@/accounts/service'
import { route } from '@/api/route'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, auth service: GET v4/customers/orders/{n}/validate → `{ valid }`: true only when
 * order number n is an order of the chosen customer. Another customer's order and an unknown number
 * answer the same false. A number with other characters than letters, digits and '-' is a 400.
 */
export const GET = route({
  summary: 'Är ordernumret en order hos den valda kunden? { valid }',
  access: 'login',
  params: z.object({
    n: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/, { error: t('customerServices.invalid_order_number') }),
  }),
  invalid: 'errors.bad_request',
  handler: async ({ payload, session, input }) => {
    const valid = await orderNumberIsCustomers(payload, session, input.params.n)
    return valid.ok ? ok({ valid: valid.value }) : valid
  },
})
