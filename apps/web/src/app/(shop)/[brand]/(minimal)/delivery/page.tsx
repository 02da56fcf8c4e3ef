import { t } from '@shop/i18n'
import { brandById } from '@shop/tenants'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Guard } from '@/auth/Guard'
import { DeliveryStep } from '@/checkout/views/DeliveryStep'

export const metadata: Metadata = { title: t('checkout.delivery.title'), robots: { index: false } }

type Props = { params: Promise<{ brand: string }> }

/** Spec section 2: the delivery step, login required, minimal layout. */
export default async function DeliveryPage({ params }: Props) {
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  return (
    <Guard rule={{ login: true }}>
      <DeliveryStep brand={brand} />
    </Guard>
  )
}
