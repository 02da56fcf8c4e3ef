import { shopperFor } from '@shop/commerce'
import { formatMoney, formatNumber, t } from '@shop/i18n'
import type { CartDeliveryView, MoneyTotals } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import { getSession } from '@/session/session'
import { checkoutData } from '../checkout-data'
import { CheckoutFrame, CheckoutNotice } from './CheckoutFrame'
import { DeliveryDetails } from './DeliveryDetails'
import { PlaceOrder } from './PlaceOrder'

const DELIVERY_PATH = '/delivery'

/** One included delivery's lines: article, quantity and, where the shopper may see them, prices. */
function DeliveryTile({ delivery, prices }: { delivery: CartDeliveryView; prices: boolean }) {
  const captionId = `summary-${delivery.deliveryId}-lines`
  return (
    <table className="w-full text-left text-sm" aria-labelledby={captionId}>
      <caption id={captionId} className="sr-only">
        {delivery.name}
      </caption>
      <thead className="border-b border-text/15 text-muted">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('checkout.summary.article')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {t('checkout.summary.quantity')}
          </th>
          {prices ? (
            <>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {t('checkout.summary.unit_price')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('checkout.summary.line_total')}
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {delivery.items.map((item) => (
          <tr key={item.cartItemId} className="border-b border-text/10 align-top" data-article={item.articleNumber}>
            <td className="py-3 pr-4">
              <span className="block font-semibold">{item.variant?.name ?? item.articleNumber}</span>
              <span className="block text-muted">
                {t('checkout.summary.article_number', { articleNumber: item.articleNumber })}
              </span>
              {item.label ? (
                <span className="block text-muted">{t('checkout.summary.label', { label: item.label })}</span>
              ) : null}
            </td>
            <td className="py-3 pr-4 text-right whitespace-nowrap" data-testid="summary-quantity">
              {formatNumber(item.quantity)} {item.variant?.unit ?? t('common.unit_pieces')}
            </td>
            {prices ? (
              <>
                <td className="py-3 pr-4 text-right whitespace-nowrap">
                  {item.price
                    ? formatMoney(item.price.netPrice + item.price.alloyingPrice)
                    : t('checkout.summary.no_price')}
                </td>
                <td className="py-3 text-right whitespace-nowrap">
                  {item.lineTotal !== null ? formatMoney(item.lineTotal) : t('checkout.summary.no_price')}
                </td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
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

/** The body of /summary (checkout step 3): the order as it will be placed, and "Skicka order". */
export async function SummaryStep({ brand }: { brand: Brand }) {
  const session = await getSession()
  if (!session) return null
  const frame = {
    step: 3,
    title: t('checkout.summary.title'),
    back: { href: DELIVERY_PATH, label: t('checkout.back_to_delivery') },
  } as const
  if (!session.customerId) {
    return (
      <CheckoutFrame {...frame}>
        <CheckoutNotice text={t('checkout.delivery.no_customer')} />
      </CheckoutFrame>
    )
  }
  const data = await checkoutData(brand, session)
  if (!data.deliveries.length) {
    return (
      <CheckoutFrame {...frame}>
        <CheckoutNotice text={t('checkout.delivery.nothing_included')} />
      </CheckoutFrame>
    )
  }
  const prices = shopperFor(brand, session).visibility.prices
  const { cart } = data
  return (
    <CheckoutFrame {...frame} intro={t('checkout.summary.intro')}>
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
    </CheckoutFrame>
  )
}
