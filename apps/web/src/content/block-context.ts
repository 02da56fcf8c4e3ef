import 'server-only'
import type { BlockContext, ProductTile } from '@shop/blocks/context'
import type { ContentSource } from '@shop/content'
import type { Brand } from '@shop/tenants'
import { payload } from '../db/payload'

/** Product tiles for SelectedProducts: the catalog's own variants, in the editor's order. */
async function loadProducts(articleNumbers: string[]): Promise<ProductTile[]> {
  if (articleNumbers.length === 0) return []
  const instance = await payload()
  const { docs } = await instance.find({
    collection: 'variants',
    where: { articleNumber: { in: articleNumbers } },
    limit: articleNumbers.length,
    depth: 0,
    pagination: false,
    select: { articleNumber: true, name: true, variantSlug: true, images: true, webSalesUnit: true },
  })
  const byNumber = new Map(docs.map((doc) => [doc.articleNumber, doc]))
  return articleNumbers.flatMap((number) => {
    const variant = byNumber.get(number)
    if (!variant) return []
    const image = Array.isArray(variant.images) ? variant.images[0] : undefined
    return [
      {
        articleNumber: variant.articleNumber,
        name: variant.name,
        url: `/produkt/${variant.variantSlug}`,
        imageUrl: image?.assetUrl ?? `/placeholder/product/${variant.articleNumber}.svg`,
        unit: variant.webSalesUnit?.unit ?? 'st',
      },
    ]
  })
}

/** What blocks may ask of the platform while rendering a brand's page. */
export function blockContextFor(brand: Brand, source: ContentSource): BlockContext {
  return {
    brand: brand.id,
    loadProducts,
    loadForm: (id) => source.dynamicForm({ brand: brand.id, id }),
  }
}
