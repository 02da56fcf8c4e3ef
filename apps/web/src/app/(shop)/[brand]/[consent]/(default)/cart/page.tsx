import { t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import type { Metadata } from 'next'
import { Guard } from '@/accounts/Guard'
import { customerNumberOf } from '@/accounts/service'
import { getSession } from '@/accounts/session'
import { currentCartView } from '@/cart/service'
import { CartPageView } from '@/cart/views/CartPageView'
import { payload } from '@/payload/payload'
import { PunchoutTransferIsland } from '@/punchout/views/islands'
import { requestBrand } from '@/request/brand'
import { checkoutStepEvents } from '@/tracking/page-events'
import { TrackEvents } from '@/tracking/TrackEvents'

type Props = { params: Promise<{ brand: string }> }

export const metadata: Metadata = { title: t('cart.title'), robots: { index: false } }

/**
 * Spec section 2: /cart, login required. The cart is read here for the first paint and its events; a
 * punch-out session's summary gets the transfer to the procurement system instead of the way to checkout.
 */
export default async function CartPage({ params }: Props) {
  const brand = await requestBrand((await params).brand)
  return (
    <Guard rule={{ login: true }}>
      <CartBody brand={brand} />
    </Guard>
  )
}

async function CartBody({ brand }: { brand: Brand }) {
  const session = await getSession()
  if (!session) return null
  const [cart, customerNumber] = await Promise.all([
    currentCartView(await payload(), session, brand).catch(() => null),
    customerNumberOf(await payload(), session.customerId),
  ])
  return (
    <>
      <TrackEvents events={cart ? checkoutStepEvents('cart', cart.deliveries) : []} />
      <CartPageView
        initial={cart}
        customerNumber={customerNumber}
        transferAction={session.punchout ? <PunchoutTransferIsland initial={cart} /> : null}
      />
    </>
  )
}
