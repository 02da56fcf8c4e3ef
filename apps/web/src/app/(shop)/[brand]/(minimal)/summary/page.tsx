import { t } from '@shop/i18n'
import { brandById } from '@shop/tenants'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Guard } from '@/auth/Guard'
import { SummaryStep } from '@/checkout/views/SummaryStep'

export const metadata: Metadata = { title: t('checkout.summary.title'), robots: { index: false } }

type Props = { params: Promise<{ brand: string }> }

/** Spec section 2: the summary step, login required, minimal layout. */
export default async function SummaryPage({ params }: Props) {
  const brand = brandById((await params).brand)
  if (!brand) notFound()
  return (
    <Guard rule={{ login: true }}>
      <SummaryStep brand={brand} />
    </Guard>
  )
}
