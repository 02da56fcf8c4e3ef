import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { Guard } from '@/accounts/Guard'
import { DeliveryStep } from '@/checkout/views/DeliveryStep'
import { requestBrand } from '@/request/brand'

export const metadata: Metadata = { title: t('checkout.delivery.title'), robots: { index: false } }

type Props = { params: Promise<{ brand: string }> }

/** Spec section 2: the delivery step, login required, minimal layout. */
export default async function DeliveryPage({ params }: Props) {
  const brand = await requestBrand((await params).brand)
  return (
    <Guard rule={{ login: true }}>
      <DeliveryStep brand={brand} />
    </Guard>
  )
}
