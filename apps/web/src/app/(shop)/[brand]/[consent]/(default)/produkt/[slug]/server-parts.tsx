import { viewItem } from '@shop/commerce/tracking/ecommerce'
import { getSession } from '@/accounts/session'
import { deliveryChoice } from '@/cart/views/delivery-choice'
import type { ProductPageData } from '@/catalog/product'
import { PriceView } from '@/catalog/views/PriceView'
import { StockSignal } from '@/catalog/views/StockSignal'
import { pageEvents, trackedProduct } from '@/tracking/page-events'
import { TrackEvents } from '@/tracking/TrackEvents'
import { AddToCart } from './AddToCart'
import { askForPriceHref } from './ask-for-price'
import { BracketTable } from './BracketTable'
import { StockSection } from './StockSection'
import type { ShopperParts } from './shopper-parts'

const hasPrices = (data: ProductPageData) => data.siblings.some((sibling) => data.prices[sibling.articleNumber])

/** The shopper's own parts rendered on the server, from the page's data for this request's shopper. */
export const serverParts: ShopperParts = {
  ViewTracking: ({ data }) => (
    <TrackEvents events={pageEvents(viewItem(trackedProduct(data, data.prices[data.variant.articleNumber] ?? null)))} />
  ),
  Price: ({ data, className }) => (
    <PriceView
      price={data.prices[data.variant.articleNumber] ?? null}
      size="detail"
      askForPriceHref={askForPriceHref(data.variant, data.storeEmails[data.stock.myStore.locationId])}
      className={className}
    />
  ),
  Brackets: ({ data }) => <BracketTable brackets={data.brackets ?? []} unit={data.variant.webSalesUnit.unit} />,
  Purchase: async ({ data, loginHref }) => {
    const delivery = await deliveryChoice(await getSession())
    return (
      <AddToCart
        articleNumber={data.variant.articleNumber}
        multiple={data.variant.purchaseConstraints.orderMultiple}
        unit={data.variant.webSalesUnit.unit}
        methods={delivery?.methods ?? null}
        defaultMethod={delivery?.defaultMethod ?? null}
        loginHref={loginHref}
      />
    )
  },
  Stock: ({ data }) => <StockSection stock={data.stock} unit={data.variant.webSalesUnit.unit} />,
  VariantPriceHeading: ({ data, className, label }) =>
    hasPrices(data) ? (
      <th scope="col" className={className}>
        {label}
      </th>
    ) : null,
  VariantPriceCell: ({ data, articleNumber, className }) =>
    hasPrices(data) ? (
      <td className={className}>
        <PriceView price={data.prices[articleNumber] ?? null} className="[&_p]:text-sm" />
      </td>
    ) : null,
  VariantStock: ({ data, articleNumber }) => {
    const stock = data.siblingStock[articleNumber]
    return stock ? <StockSignal stock={stock} /> : '–'
  },
}
