import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { Guard } from '@/accounts/Guard'
import { OrderConfirmation } from '@/checkout/views/OrderConfirmation'
import { requestBrand } from '@/request/brand'

export const metadata: Metadata = { title: t('checkout.success.title'), robots: { index: false } }

type Props = {
  params: Promise<{ brand: string }>
  searchParams: Promise<{ orders?: string | string[] }>
}

/**
 * Spec section 2: the order confirmation, login required and guarded (route guard
 * checkout-success-page): only the session's own orders named in `?orders=` are shown.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const brand = await requestBrand((await params).brand)
  const { orders } = await searchParams
  return (
    <Guard rule={{ login: true }}>
      <OrderConfirmation brand={brand} orders={orders} />
    </Guard>
  )
}
