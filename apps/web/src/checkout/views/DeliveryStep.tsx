import { t } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { pathForPage } from '@shop/tenants/match-route'
import { CART_PATH } from '../checkout-data'
import { CheckoutStepGate } from './CheckoutStepGate'
import { DeliveryForm } from './DeliveryForm'
import { DeliveryMethodsInfo } from './DeliveryMethodsInfo'

/** The body of /delivery (checkout step 2), for a logged-in shopper; an empty cart goes back to /cart. */
export function DeliveryStep({ brand }: { brand: Brand }) {
  const frame = {
    step: 2,
    title: t('checkout.delivery.title'),
    back: { href: CART_PATH, label: t('checkout.back_to_cart') },
  } as const
  return (
    <CheckoutStepGate brand={brand} frame={frame} intro={t('checkout.delivery.intro')}>
      {(data) => (
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
      )}
    </CheckoutStepGate>
  )
}
