import { t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { getSession } from '@/session/session'
import { CART_PATH, checkoutData } from '../checkout-data'
import { CheckoutFrame, CheckoutNotice } from './CheckoutFrame'
import { DeliveryForm } from './DeliveryForm'
import { DeliveryMethodsInfo } from './DeliveryMethodsInfo'

/** The body of /delivery (checkout step 2), for a logged-in shopper; an empty cart goes back to /cart. */
export async function DeliveryStep({ brand }: { brand: Brand }) {
  const session = await getSession()
  if (!session) return null
  const frame = {
    step: 2,
    title: t('checkout.delivery.title'),
    back: { href: CART_PATH, label: t('checkout.back_to_cart') },
  } as const
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
    <CheckoutFrame {...frame} intro={t('checkout.delivery.intro')}>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <DeliveryForm
          cart={data.cart}
          deliveries={data.deliveries}
          addresses={data.addresses}
          stores={data.stores}
          storeId={data.storeId}
          customerNumber={data.customerNumber}
          manageAddressesHref={pathForPage(brand.routes, 'MyAddresses') ?? null}
        />
        <DeliveryMethodsInfo />
      </div>
    </CheckoutFrame>
  )
}
