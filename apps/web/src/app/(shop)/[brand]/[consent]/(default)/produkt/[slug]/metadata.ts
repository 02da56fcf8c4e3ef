import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { load } from './load'

type Props = { params: Promise<{ brand: string; slug: string; view?: string }> }

const MAX_DESCRIPTION = 160

/** The product page's title, description and canonical address, for the page and the member page alike. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { variant, product } = await load(params)
  const text = t('product.meta_description', {
    name: variant.name,
    articleNumber: variant.articleNumber,
    description: product.description ?? '',
  }).trim()
  return {
    title: variant.name,
    description: text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text,
    alternates: { canonical: `/produkt/${variant.variantSlug}` },
  }
}
