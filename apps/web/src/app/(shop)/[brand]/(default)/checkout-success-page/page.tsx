import { t } from '@shop/i18n'
import { brandById } from '@shop/tenants'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Guard } from '@/auth/Guard'
import { OrderConfirmation } from '@/checkout/views/OrderConfirmation'

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
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  const { orders } = await searchParams
  return (
    <Guard rule={{ login: true }}>
      <OrderConfirmation brand={brand} orders={orders} />
    </Guard>
  )
}
