import { t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import type React from 'react'
import { getSession, type Session } from '@/accounts/session'
import { checkoutStepEvents } from '@/tracking/page-events'
import { TrackEvents } from '@/tracking/TrackEvents'
import { type CheckoutData, checkoutData } from '../checkout-data'
import { CheckoutFrame, CheckoutNotice } from './CheckoutFrame'

type StepFrame = Omit<React.ComponentProps<typeof CheckoutFrame>, 'children' | 'intro'>

/**
 * What /delivery and /summary both need before their body: a chosen customer and at least one
 * included delivery; without them the step shows the notice that leads back to the cart. A step shown
 * sends its checkout event (delivery 2, summary 3).
 */
export async function CheckoutStepGate({
  brand,
  frame,
  intro,
  children,
}: {
  brand: Brand
  frame: StepFrame
  intro: string
  children: (data: CheckoutData, session: Session) => React.ReactNode
}) {
  const session = await getSession()
  if (!session) return null
  if (!session.customerId) {
    return (
      <CheckoutFrame {...frame}>
        <CheckoutNotice text={t('checkout.delivery.no_customer')} />
      </CheckoutFrame>
    )
  }
  const data = await checkoutData(brand, session)
  if (!data.deliveries.length) {
    return (
      <CheckoutFrame {...frame}>
        <CheckoutNotice text={t('checkout.delivery.nothing_included')} />
      </CheckoutFrame>
    )
  }
  return (
    <CheckoutFrame {...frame} intro={intro}>
      <TrackEvents events={checkoutStepEvents(frame.step === 2 ? 'delivery' : 'summary', data.deliveries)} />
      {children(data, session)}
    </CheckoutFrame>
  )
}
