import { load } from './load'
import { ProductPageView } from './ProductPageView'
import { serverParts } from './server-parts'

export { generateMetadata } from './metadata'

type Props = { params: Promise<{ brand: string; slug: string }> }

/** Spec section 2: /produkt/{slug}, rendered for this request's shopper (or as the anonymous cached page). */
export default async function ProductPage({ params }: Props) {
  return <ProductPageView data={await load(params)} parts={serverParts} />
}
