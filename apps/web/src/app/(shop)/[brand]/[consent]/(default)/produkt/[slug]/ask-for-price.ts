import { t } from '@/catalog/views/product-texts'

/** 'Begär pris': an e-mail to the shopper's store (`storeEmail`, when it has one), else customer service. */
export function askForPriceHref(variant: { articleNumber: string; name: string }, storeEmail: string | undefined) {
  if (!storeEmail) return '/kundservice'
  const subject = t('product.ask_for_price_subject', { articleNumber: variant.articleNumber, name: variant.name })
  return `mailto:${storeEmail}?subject=${encodeURIComponent(subject)}`
}
