import { articleTag, tagPage } from '@/page-cache/tags'
import { load } from '../../../produkt/[slug]/load'
import ProductPage from '../../../produkt/[slug]/page'

export { generateMetadata } from '../../../produkt/[slug]/page'

type Props = { params: Promise<{ brand: string; slug: string }> }

/**
 * The anonymous product page, tagged with its article besides the layout's tags: its stock table shows
 * quantities, which change without changing any other page (page-cache/tags.ts).
 */
export default async function CachedProductPage({ params }: Props) {
  const { variant } = await load(params)
  await tagPage([articleTag(variant.articleNumber)])
  return <ProductPage params={params} />
}
