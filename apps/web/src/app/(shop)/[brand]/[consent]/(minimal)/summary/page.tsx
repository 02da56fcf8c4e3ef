import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { Guard } from '@/accounts/Guard'
import { SummaryStep } from '@/checkout/views/SummaryStep'
import { requestBrand } from '@/request/brand'

export const metadata: Metadata = { title: t('checkout.summary.title'), robots: { index: false } }

type Props = { params: Promise<{ brand: string }> }

/** Spec section 2: the summary step, login required, minimal layout. */
export default async function SummaryPage({ params }: Props) {
  const brand = await requestBrand((await params).brand)
  return (
    <Guard rule={{ login: true }}>
      <SummaryStep brand={brand} />
    </Guard>
  )
}
