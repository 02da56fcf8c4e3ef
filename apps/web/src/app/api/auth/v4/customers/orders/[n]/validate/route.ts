import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { orderNumberIsCustomers, refusalResponse } from '@/addresses/service'
import { authorize } from '@/api/authorize'
import { badRequest } from '@/api/http'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const orderNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, { error: t('customerServices.invalid_order_number') })

/**
 * Spec section 7, auth service: GET v4/customers/orders/{n}/validate → `{ valid }`: true only when
 * order number n is an order of the chosen customer. Another customer's order and an unknown number
 * answer the same false. A number with other characters than letters, digits and '-' is a 400.
 */
export async function GET(_request: Request, context: { params: Promise<{ n: string }> }) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const parsed = orderNumber.safeParse((await context.params).n)
  if (!parsed.success) return badRequest([{ path: 'n', message: t('customerServices.invalid_order_number') }])
  const outcome = await orderNumberIsCustomers(await payload(), auth.session, parsed.data)
  return outcome.ok ? Response.json({ valid: outcome.value }) : refusalResponse(outcome.reason)
}
