import type { Price } from '@shop/commerce'
import { formatMoney, formatNumber } from '@shop/i18n/number'
import { Badge, buttonVariants, cx } from '@shop/ui'
import { t } from './card-texts'

/** What a compact price shows of a price: a product card sends the browser no more than this. */
export type CompactPrice = Pick<Price, 'netPrice' | 'salesPriceUnit' | 'preCampaignPrice' | 'askForPrice'>

interface Common {
  className?: string
}

/** Null when there is no price or the shopper may not see prices: then nothing is rendered. */
export type PriceViewProps =
  /** Fits a tile or table cell: the net price per unit and a campaign's struck price. */
  | (Common & { price: CompactPrice | null; size?: 'compact' })
  /** The product page: VAT, discounts and surcharges too, and where 'Begär pris' leads. */
  | (Common & { price: Price | null; size: 'detail'; askForPriceHref?: string })

/** Net price incl. VAT, at the VAT rate of the sales price (the price row knows it, the page does not). */
function netIncludingVat(price: Price): number {
  const rate = price.salesPrice > 0 ? price.salesPriceIncludingVat / price.salesPrice : 1
  return Math.round(price.netPrice * rate * 100) / 100
}

/**
 * A price as the shopper may see it (the price service has already removed what they may not):
 * net price per sales unit, the struck pre-campaign price with its badge, discounts only when there
 * are any, and the alloying surcharge when above zero.
 */
export function PriceView(props: PriceViewProps) {
  const { price, className } = props
  if (!price) return null
  const full = props.size === 'detail' ? props.price : null
  const unit = price.salesPriceUnit
  if (price.askForPrice) {
    const askForPriceHref = props.size === 'detail' ? props.askForPriceHref : undefined
    if (!askForPriceHref) {
      return <p className={cx('font-semibold', className)}>{t('product.ask_for_price')}</p>
    }
    return (
      <div className={cx('space-y-2', className)}>
        <p className="text-sm text-muted">{t('product.ask_for_price_hint')}</p>
        <a href={askForPriceHref} className={buttonVariants({ intent: 'primary', size: 'lg' })}>
          {t('product.ask_for_price')}
        </a>
      </div>
    )
  }
  const campaign = price.preCampaignPrice !== null && price.preCampaignPrice > price.netPrice
  const ownDiscounts = full ? full.discounts.filter((d) => d.type !== 'CAMPAIGN') : []
  return (
    <div className={cx(full ? 'space-y-1' : 'space-y-0.5', className)} data-price>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={cx('font-bold tabular-nums', full ? 'text-3xl' : 'text-lg', campaign && 'text-alert')}>
          {formatMoney(price.netPrice)}
        </span>
        <span className="text-sm text-muted">{t('product.per_unit', { unit })}</span>
        {campaign ? (
          <Badge intent="alert" shape="tag">
            {t('product.campaign')}
          </Badge>
        ) : null}
      </p>
      {campaign && price.preCampaignPrice !== null ? (
        <p className="text-sm text-muted">
          {t('product.pre_campaign_price')} <s className="tabular-nums">{formatMoney(price.preCampaignPrice)}</s>
        </p>
      ) : null}
      {full ? (
        <p className="text-sm text-muted tabular-nums">
          {t('product.price_incl_vat', { price: formatMoney(netIncludingVat(full)) })}
        </p>
      ) : null}
      {ownDiscounts.length > 0 ? (
        <div className="text-sm">
          <span className="font-semibold">{t('product.discount')}: </span>
          <ul className="inline">
            {ownDiscounts.map((d) => (
              <li key={`${d.type}-${d.name}`} className="inline after:content-[',_'] last:after:content-none">
                {t('product.discount_line', { name: d.name, percentage: formatNumber(d.percentage) })} (
                {formatMoney(d.amount)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {full && full.alloyingPrice > 0 ? (
        <p className="text-sm">{t('product.alloying_price', { price: formatMoney(full.alloyingPrice), unit })}</p>
      ) : null}
    </div>
  )
}
