import 'server-only'
import { ok, type Result } from '@shop/commerce'
import type { FavouriteView } from '@shop/schemas'
import type { Payload } from 'payload'
import type { Session } from '../../../../accounts/session'
import { type ChosenContext, chosenContext } from '../../../../accounts/views/account-context'
import { type DeliveryChoice, sessionDeliveryChoice } from '../../../../cart/views/delivery-choice'
import { listFavourites } from '../../../../favourites/service'

/**
 * What a page rendered once for many shoppers (page-cache/member-view.ts) fills in from the browser:
 * who is logged in, the chosen customer and project with their label, the hearts, and the delivery
 * methods an add-to-cart offers now. The cart has its own call (the cart service), as on every page.
 */
export interface SessionView {
  user: { id: string; name: string; email: string }
  context: ChosenContext
  favourites: FavouriteView[]
  delivery: DeliveryChoice
}

export async function sessionView(payload: Payload, session: Session): Promise<Result<SessionView>> {
  const [context, favourites, delivery] = await Promise.all([
    chosenContext(payload, session),
    listFavourites(payload, session),
    sessionDeliveryChoice(session),
  ])
  if (!favourites.ok) return favourites
  return ok({
    user: { id: session.principal.userId, name: session.name, email: session.email },
    context,
    favourites: favourites.value.data,
    delivery,
  })
}
