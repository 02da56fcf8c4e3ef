import 'server-only'
import { offeredDeliveryMethods } from '@shop/commerce/delivery-methods'
import type { DeliveryMethod } from '@shop/schemas'
import { requestAccount } from '@/accounts/request-account'
import type { Session } from '@/accounts/session'
import { cartRights } from '../service'

export interface DeliveryChoice {
  /** Allowed for the chosen customer (EJ_ALLA_LEVERANSSATT gives the reduced set) and inside their hours. */
  methods: DeliveryMethod[]
  /** The user's preferred method, else their default, else DBI: the first of these on offer. */
  defaultMethod: DeliveryMethod | null
}

/** The delivery methods an add-to-cart offers this session, or null for a visitor (who must log in). */
export async function deliveryChoice(session: Session | null, now = new Date()): Promise<DeliveryChoice | null> {
  return session ? sessionDeliveryChoice(session, now) : null
}

/** The delivery methods an add-to-cart offers the logged-in `session` now. */
export async function sessionDeliveryChoice(session: Session, now = new Date()): Promise<DeliveryChoice> {
  const methods = offeredDeliveryMethods(cartRights(session).allowedDeliveryMethods, now)
  const user = await requestAccount(session.principal.userId)
  const wanted = [user?.preferredDeliveryMethod, user?.defaultDeliveryMethod, 'DBI']
  const defaultMethod =
    wanted.find((id): id is DeliveryMethod => !!id && methods.includes(id as DeliveryMethod)) ?? null
  return { methods, defaultMethod }
}
