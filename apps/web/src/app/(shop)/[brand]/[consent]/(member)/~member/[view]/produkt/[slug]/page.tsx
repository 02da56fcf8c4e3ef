import { articleTag, tagPage } from '@/page-cache/tags'
import { browserParts } from '../../../../../(default)/produkt/[slug]/browser-parts'
import { load } from '../../../../../(default)/produkt/[slug]/load'
import { ProductPageView } from '../../../../../(default)/produkt/[slug]/ProductPageView'

export { generateMetadata } from '../../../../../(default)/produkt/[slug]/metadata'

type Props = { params: Promise<{ brand: string; view: string; slug: string }> }

/**
 * The product page for every logged-in shopper of a member view: tagged with its article as the
 * anonymous one is, and with the shopper's price, steps, store stock and delivery methods left to the
 * browser (browser-parts.tsx).
 */
export default async function MemberProductPage({ params }: Props) {
  const data = await load(params)
  await tagPage([articleTag(data.variant.articleNumber)])
  return <ProductPageView data={data} parts={browserParts} />
}
