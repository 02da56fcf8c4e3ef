import { shopperFor } from '@shop/commerce'
import { formatMoney, t } from '@shop/i18n'
import type { CartDeliveryView, MoneyTotals } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { CheckoutData } from '../checkout-data'
import { CheckoutStepGate } from './CheckoutStepGate'
import { DeliveryDetails } from './DeliveryDetails'
import { OrderLinesTable } from './OrderLinesTable'
import { PlaceOrder } from './PlaceOrder'

const DELIVERY_PATH = '/delivery'

/** One included delivery's lines: article, quantity and, where the shopper may see them, prices. */
function DeliveryTile({ delivery, prices }: { delivery: CartDeliveryView; prices: boolean }) {
  return (
    <OrderLinesTable
      caption={delivery.name}
      captionId={`summary-${delivery.deliveryId}-lines`}
      prices={prices}
      lineAttributes
      rows={delivery.items.map((item) => ({
        key: item.cartItemId,
        name: item.variant?.name ?? item.articleNumber,
        articleNumber: item.articleNumber,
        label: item.label,
        quantity: item.quantity,
        unit: item.variant?.unit ?? t('common.unit_pieces'),
        unitPrice: item.price ? item.price.netPrice + item.price.alloyingPrice : null,
        lineTotal: item.lineTotal,
      }))}
    />
  )
}

/** Net, moms 25 % and the total (spec section 9: VAT 25 %). */
function PriceSummary({ totals }: { totals: MoneyTotals }) {
  return (
    <section aria-labelledby="summary-prices" className="rounded-brand bg-surface p-5" data-testid="price-summary">
      <h2 id="summary-prices" className="mb-3 text-lg font-semibold">
        {t('checkout.summary.price_heading')}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.net')}</dt>
          <dd>{formatMoney(totals.net)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.vat')}</dt>
          <dd>{formatMoney(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-text/15 pt-2 text-lg font-bold">
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="summary-total">{formatMoney(totals.gross)}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The included deliveries with their lines and details, the totals and "Skicka order". */
function SummaryBody({ data, prices }: { data: CheckoutData; prices: boolean }) {
  const { cart } = data
  return (
    <div className="flex flex-col gap-8">
      {data.deliveries.map((delivery) => (
        <section
          key={delivery.deliveryId}
          aria-labelledby={`summary-${delivery.deliveryId}`}
          data-delivery={delivery.deliveryId}
          className="flex flex-col gap-5 rounded-brand border border-text/15 p-5"
        >
          <h2 id={`summary-${delivery.deliveryId}`} className="text-xl font-semibold">
            {delivery.name}
          </h2>
          <DeliveryTile delivery={delivery} prices={prices} />
          <div>
            <h3 className="mb-3 font-semibold">{t('checkout.summary.details')}</h3>
            <DeliveryDetails
              cartId={cart.cartId}
              deliveryId={delivery.deliveryId}
              addresses={data.addresses}
              stores={data.stores}
            />
          </div>
        </section>
      ))}
      <div className="grid gap-6 md:grid-cols-2">
        <p className="text-sm text-muted">{t('checkout.summary.terms')}</p>
        {prices && cart.totals ? <PriceSummary totals={cart.totals} /> : null}
      </div>
      {cart.canOrder ? (
        <PlaceOrder
          cartId={cart.cartId}
          deliveries={data.deliveries.map((d) => ({ deliveryId: d.deliveryId, name: d.name }))}
          addresses={data.addresses}
          stores={data.stores}
        />
      ) : (
        <p
          role="status"
          className="rounded-brand border-l-4 border-alert bg-alert/10 p-4 font-semibold"
          data-testid="cannot-order"
        >
          {t('checkout.summary.cannot_order')}
        </p>
      )}
    </div>
  )
}

/** The body of /summary (checkout step 3): the order as it will be placed, and "Skicka order". */
export function SummaryStep({ brand }: { brand: Brand }) {
  const frame = {
    step: 3,
    title: t('checkout.summary.title'),
    back: { href: DELIVERY_PATH, label: t('checkout.back_to_delivery') },
  } as const
  return (
    <CheckoutStepGate brand={brand} frame={frame} intro={t('checkout.summary.intro')}>
      {(data, session) => <SummaryBody data={data} prices={shopperFor(brand, session).visibility.prices} />}
    </CheckoutStepGate>
  )
}
