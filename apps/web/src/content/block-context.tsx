import 'server-only'
import type { BlockContext, ProductTile } from '@shop/blocks/context'
import type { ContentSource } from '@shop/content'
import { formatMoney } from '@shop/i18n'
import type { Brand } from '@shop/tenants'
import { currentShopper, memberPageShopper } from '../catalog/shopper'
import { tilesFor } from '../catalog/tiles'
import { OwnTilePriceText } from '../catalog/views/OwnTilePriceText'
import { assetOf } from '../media/picture'
import { payload } from '../payload/payload'
import { popularArticles } from '../tracking/service'
import { brandRuleEntries } from './views/brand-rule-entries'

/**
 * Product tiles for SelectedProducts: the catalog's own tiles (so the price is the shopper's, or
 * none where prices are hidden), in the editor's order.
 */
async function loadProducts(brand: Brand, articleNumbers: string[], member: boolean): Promise<ProductTile[]> {
  if (articleNumbers.length === 0) return []
  const shopper = member ? memberPageShopper(brand) : await currentShopper(brand)
  const tiles = await tilesFor(await payload(), articleNumbers, shopper, brand.centralStorageId)
  return tiles.map((tile) => ({
    articleNumber: tile.articleNumber,
    name: tile.name,
    url: tile.url,
    ...(tile.image ? { image: assetOf(tile.image) } : {}),
    unit: tile.unit,
    ...(tile.price && !tile.price.askForPrice ? { priceText: formatMoney(tile.price.netPrice) } : {}),
  }))
}

/**
 * What blocks may ask of the platform while rendering a brand's page. On a member page (`member`, rendered
 * once for many logged-in shoppers, page-cache/member-view.ts) the tiles carry no price and the browser
 * fills in each shopper's own.
 */
export function blockContextFor(brand: Brand, source: ContentSource, member = false): BlockContext {
  return {
    brand: brand.id,
    loadProducts: (articleNumbers) => loadProducts(brand, articleNumbers, member),
    loadPopularProducts: async (limit) =>
      loadProducts(brand, await popularArticles(await payload(), brand.id, { limit }), member),
    loadForm: (id) => source.dynamicForm({ brand: brand.id, id }),
    richText: brandRuleEntries(brand),
    ...(member
      ? {
          ownPrice: (articleNumber: string, perUnit: string) => (
            <OwnTilePriceText articleNumber={articleNumber} perUnit={perUnit} />
          ),
        }
      : {}),
  }
}
