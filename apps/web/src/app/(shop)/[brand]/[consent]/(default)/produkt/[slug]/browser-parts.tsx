import { t } from '@shop/i18n'
import { trackedProduct } from '@/tracking/page-events'
import {
  OwnBrackets,
  OwnPrice,
  OwnPurchase,
  OwnStock,
  OwnStoreStock,
  OwnTilePrice,
  OwnVariantPrice,
  OwnViewTracking,
} from './OwnIslands'
import type { ShopperParts } from './shopper-parts'

/**
 * The shopper's own parts left to the browser: the member page (page-cache/member-view.ts) is rendered
 * once for many shoppers, without a price, a store or a delivery method of anyone's in it.
 */
export const browserParts: ShopperParts = {
  ViewTracking: ({ data }) => (
    <OwnViewTracking articleNumber={data.variant.articleNumber} tracked={trackedProduct(data, null)} />
  ),
  Price: ({ data, className }) => (
    <OwnPrice
      variant={{ articleNumber: data.variant.articleNumber, name: data.variant.name }}
      storeEmails={data.storeEmails}
      className={className}
    />
  ),
  Brackets: ({ data }) => (
    <OwnBrackets articleNumber={data.variant.articleNumber} unit={data.variant.webSalesUnit.unit} />
  ),
  Purchase: ({ data, loginHref }) => (
    <OwnPurchase
      articleNumber={data.variant.articleNumber}
      multiple={data.variant.purchaseConstraints.orderMultiple}
      unit={data.variant.webSalesUnit.unit}
      loginHref={loginHref}
    />
  ),
  Stock: ({ data }) => (
    <OwnStock articleNumber={data.variant.articleNumber} rows={data.stock.all} unit={data.variant.webSalesUnit.unit} />
  ),
  VariantPriceHeading: ({ data, className, label }) => (
    <OwnVariantPrice
      articleNumbers={data.siblings.map((s) => s.articleNumber)}
      articleNumber={null}
      className={className}
      label={label}
    />
  ),
  VariantPriceCell: ({ data, articleNumber, className }) => (
    <OwnVariantPrice
      articleNumbers={data.siblings.map((s) => s.articleNumber)}
      articleNumber={articleNumber}
      className={className}
    />
  ),
  VariantStock: ({ articleNumber }) => <OwnStoreStock articleNumber={articleNumber} />,
  tileOwn: (tile) => ({
    price: <OwnTilePrice articleNumber={tile.articleNumber} />,
    storeStock: <OwnStoreStock articleNumber={tile.articleNumber} label={t('product.stock_store')} />,
  }),
}
