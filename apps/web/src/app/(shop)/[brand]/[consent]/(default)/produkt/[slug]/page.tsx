import { viewItem } from '@shop/commerce/tracking/ecommerce'
import { formatMoney, formatNumber, t } from '@shop/i18n'
import { ChevronRightIcon, cx, focusRing, InfoIcon } from '@shop/ui'
import type { Metadata } from 'next'
import type React from 'react'
import { LOGIN_PATH } from '@/auth/constants'
import { getSession } from '@/auth/session'
import { loginHrefFor } from '@/auth/views/navigation'
import { deliveryChoice } from '@/cart/views/delivery-choice'
import { BackToResults, RecentlyViewed, RecordProductView } from '@/catalog/history/islands'
import type { ProductPageData, StockRow } from '@/catalog/product'
import { PriceView } from '@/catalog/views/PriceView'
import { ProductCard } from '@/catalog/views/ProductCard'
import { StockSignal } from '@/catalog/views/StockSignal'
import { Link } from '@/shell/Link'
import { PrintButton } from '@/shell/PrintButton'
import { AddToListButton } from '@/shopping-lists/views/AddToListButton'
import { Heart } from '@/shopping-lists/views/Heart'
import { pageEvents, trackedProduct } from '@/tracking/page-events'
import { TrackEvents } from '@/tracking/TrackEvents'
import { AddToCart } from './AddToCart'
import { ImageGallery } from './ImageGallery'
import { load } from './load'

type Props = { params: Promise<{ brand: string; slug: string }> }

const MAX_DESCRIPTION = 160

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { variant, product } = await load(params)
  const text = t('product.meta_description', {
    name: variant.name,
    articleNumber: variant.articleNumber,
    description: product.description ?? '',
  }).trim()
  return {
    title: variant.name,
    description: text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text,
    alternates: { canonical: `/produkt/${variant.variantSlug}` },
  }
}

// The shell is not this page's: on paper only the product itself is wanted, so everything of the
// shell beside <main> (banners, header, navigation, flyouts, footer) is hidden from the page's root.
const PRINT_SHELL = 'print:[[data-shell]:has(&)>:not(main)]:hidden'

const sectionHeading = 'text-xl font-semibold'

/** Spec section 2: /produkt/{slug}, the product detail page of one variant. */
export default async function ProductPage({ params }: Props) {
  const data = await load(params)
  const { variant, product, images } = data
  const delivery = await deliveryChoice(await getSession())
  const price = data.prices[variant.articleNumber] ?? null
  const unit = variant.webSalesUnit.unit
  const primary = images[0]?.assetUrl ?? `/placeholder/product/${variant.articleNumber}.svg`

  return (
    <article className={cx('mx-auto max-w-6xl px-4 py-6 print:max-w-none print:p-0', PRINT_SHELL)}>
      <TrackEvents events={pageEvents(viewItem(trackedProduct(data, price)))} />
      <RecordProductView
        product={{
          articleNumber: variant.articleNumber,
          name: variant.name,
          url: `/produkt/${variant.variantSlug}`,
          imageUrl: primary,
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Breadcrumbs crumbs={data.breadcrumbs} current={variant.name} />
        <BackToResults />
      </div>

      <div className="mt-4 grid gap-8 md:grid-cols-2 print:grid-cols-[14rem_1fr] print:gap-6">
        <div className="md:sticky md:top-4 md:self-start">
          <ImageGallery
            name={variant.name}
            images={(images.length ? images : [{ assetUrl: primary, assetLabel: variant.name }]).map((image) => ({
              url: image.assetUrl,
              alt: image.assetLabel || t('product.image_alt', { name: variant.name }),
            }))}
          />
        </div>

        <div className="space-y-5">
          <header>
            {variant.brandName ? (
              <p className="text-sm font-semibold uppercase text-muted">{variant.brandName}</p>
            ) : null}
            <h1 className="text-2xl font-bold md:text-3xl">{variant.name}</h1>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              <Fact label={t('product.article_number')} value={variant.articleNumber} />
              {variant.ean ? <Fact label={t('product.ean')} value={variant.ean} /> : null}
              {variant.brandName ? <Fact label={t('product.brand')} value={variant.brandName} /> : null}
            </dl>
          </header>

          {variant.discontinued ? <Replacement data={data} /> : null}

          <PriceView
            price={price}
            size="detail"
            askForPriceHref={askForPriceHref(data)}
            className="border-t border-text/10 pt-4"
          />
          <SalesUnit data={data} />
          {data.brackets?.length ? <Brackets data={data} /> : null}
          <Constraints data={data} />
          <AddToCart
            articleNumber={variant.articleNumber}
            multiple={variant.purchaseConstraints.orderMultiple}
            unit={unit}
            methods={delivery?.methods ?? null}
            defaultMethod={delivery?.defaultMethod ?? null}
            loginHref={loginHrefFor(LOGIN_PATH, `/produkt/${variant.variantSlug}`)}
          />
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            <Heart articleNumber={variant.articleNumber} name={variant.name} />
            <AddToListButton
              items={[
                {
                  articleNumber: variant.articleNumber,
                  quantity: Math.max(1, variant.purchaseConstraints.orderMultiple),
                },
              ]}
              name={variant.name}
              variant="button"
            />
          </div>
          <Stock data={data} />
          <PrintButton label={t('product.print')} />
        </div>
      </div>

      {data.siblings.length > 1 ? <VariantTable data={data} /> : null}
      {data.warnings.length ? <Warnings data={data} /> : null}
      <Attributes data={data} />
      {product.description ? (
        <section aria-labelledby="product-description" className="mt-10">
          <h2 id="product-description" className={sectionHeading}>
            {t('product.description_heading')}
          </h2>
          <p className="mt-2 max-w-prose">{product.description}</p>
        </section>
      ) : null}
      {data.documents.length ? (
        <section aria-labelledby="product-documents" className="mt-10 print:hidden">
          <h2 id="product-documents" className={sectionHeading}>
            {t('product.documents_heading')}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {data.documents.map((doc) => (
              <li key={doc.assetUrl}>
                <a href={doc.assetUrl} className={cx('text-primary underline', focusRing)}>
                  {doc.assetLabel}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.relations.map((group) => (
        <section key={group.kind} aria-labelledby={`related-${group.kind}`} className="mt-10 print:hidden">
          <h2 id={`related-${group.kind}`} className={sectionHeading}>
            {group.label || t(`product.related.${group.kind}`)}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {group.tiles.map((tile) => (
              <li key={tile.articleNumber}>
                <ProductCard tile={tile} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <RecentlyViewed currentArticleNumber={variant.articleNumber} />
    </article>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-semibold text-text">{value}</dd>
    </div>
  )
}

function Breadcrumbs({ crumbs, current }: { crumbs: ProductPageData['breadcrumbs']; current: string }) {
  const link = cx('text-primary underline-offset-2 hover:underline', focusRing)
  return (
    <nav aria-label={t('product.breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className={link}>
            {t('product.home')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-1">
            <ChevronRightIcon size={14} className="text-muted" />
            <Link href={crumb.url} className={link}>
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1 text-muted">
          <ChevronRightIcon size={14} />
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}

/** 'Begär pris': an e-mail to the shopper's store, else customer service. */
function askForPriceHref({ variant, storeEmail }: ProductPageData): string {
  if (!storeEmail) return '/kundservice'
  const subject = t('product.ask_for_price_subject', { articleNumber: variant.articleNumber, name: variant.name })
  return `mailto:${storeEmail}?subject=${encodeURIComponent(subject)}`
}

function Replacement({ data }: { data: ProductPageData }) {
  return (
    <section
      aria-labelledby="discontinued"
      className="rounded-brand border-l-4 border-alert bg-surface p-4"
      data-testid="replacement-alert"
    >
      <h2 id="discontinued" className="flex items-center gap-2 font-semibold text-alert">
        <InfoIcon size={18} />
        {t('product.discontinued')}
      </h2>
      <p className="mt-1 text-sm">{t('product.discontinued_text')}</p>
      {data.replacement ? (
        <div className="mt-3">
          <p className="text-sm font-semibold">{t('product.replacement')}</p>
          <div className="mt-2 max-w-64">
            <ProductCard tile={data.replacement} />
          </div>
        </div>
      ) : null}
    </section>
  )
}

function SalesUnit({ data }: { data: ProductPageData }) {
  const { unit, conversionFactor, conversionUnit } = data.variant.webSalesUnit
  return (
    <p className="text-sm">
      <span className="font-semibold">{t('product.sales_unit')}:</span> {unit}
      {conversionFactor && conversionUnit && conversionUnit !== unit ? (
        <span data-testid="unit-conversion">
          {' '}
          (
          {t('product.conversion', {
            unit,
            factor: formatNumber(conversionFactor, { maxDecimals: 3 }),
            conversionUnit,
          })}
          )
        </span>
      ) : null}
    </p>
  )
}

function Brackets({ data }: { data: ProductPageData }) {
  const unit = data.variant.webSalesUnit.unit
  return (
    <table className="w-full max-w-sm text-sm">
      <caption className="text-left font-semibold">{t('product.brackets_heading')}</caption>
      <thead>
        <tr className="border-b border-text/15 text-left">
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t('product.brackets_from')}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t('product.brackets_price', { unit })}
          </th>
        </tr>
      </thead>
      <tbody>
        {(data.brackets ?? []).map((bracket) => (
          <tr key={bracket.minQuantity} className="border-b border-text/10">
            <td className="py-1 pr-4">{t('product.brackets_min', { quantity: bracket.minQuantity, unit })}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(bracket.netPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Constraints({ data }: { data: ProductPageData }) {
  const { onlyStore, mustBeInStockedAt, orderMultiple } = data.variant.purchaseConstraints
  const notices = [
    onlyStore ? t('product.only_store') : null,
    mustBeInStockedAt ? t('product.must_be_stocked') : null,
    orderMultiple > 1 ? t('product.order_multiple', { multiple: orderMultiple }) : null,
  ].filter((notice): notice is string => notice !== null)
  if (notices.length === 0) return null
  return (
    <ul className="space-y-1 text-sm" data-testid="purchase-constraints">
      {notices.map((notice) => (
        <li key={notice} className="flex items-start gap-2 rounded-brand bg-surface px-3 py-2">
          <InfoIcon size={18} className="mt-px shrink-0 text-primary" />
          {notice}
        </li>
      ))}
    </ul>
  )
}

const quantityText = (row: StockRow, unit: string) =>
  row.quantity < 0 ? '–' : t('product.stock_quantity_value', { quantity: formatNumber(row.quantity), unit })

function Stock({ data }: { data: ProductPageData }) {
  const { myStore, central, all } = data.stock
  const unit = data.variant.webSalesUnit.unit
  return (
    <section aria-labelledby="product-stock" className="space-y-2" data-testid="product-stock">
      <h2 id="product-stock" className="text-lg font-semibold">
        {t('product.stock_heading')}
      </h2>
      <ul className="space-y-1" data-testid="stock-summary">
        {[
          { row: myStore, label: t('product.my_store', { store: myStore.name }) },
          { row: central, label: t('product.central_warehouse') },
        ].map(({ row, label }) => (
          <li key={row.locationId} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <StockSignal stock={row} label={label} />
            {row.quantity < 0 ? null : (
              <span className="text-sm tabular-nums text-muted">{quantityText(row, unit)}</span>
            )}
          </li>
        ))}
      </ul>
      <details className="group print:hidden">
        <summary className={cx('cursor-pointer text-sm font-semibold text-primary', focusRing)}>
          {t('product.stock_all_stores')}
        </summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-text/15 text-left">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('product.stock_store')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('product.stock_quantity')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('product.stock_status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {all.map((row) => (
              <tr key={row.locationId} className={cx('border-b border-text/10', row.isMyStore && 'font-semibold')}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.isCentral ? t('product.central_warehouse') : row.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{quantityText(row, unit)}</td>
                <td className="py-1">
                  <StockSignal stock={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}

function VariantTable({ data }: { data: ProductPageData }) {
  const { siblings, differingAttributes, variant } = data
  const showPrices = siblings.some((s) => data.prices[s.articleNumber])
  return (
    <section aria-labelledby="product-variants" className="mt-10 print:hidden">
      <h2 id="product-variants" className={sectionHeading}>
        {t('product.variants_heading')}
      </h2>
      <p id="product-variants-hint" className="text-sm text-muted">
        {t('product.variants_caption')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        <table
          className="w-full min-w-max text-sm"
          aria-describedby="product-variants-hint"
          data-testid="variant-table"
        >
          <thead>
            <tr className="border-b border-text/20 text-left">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('product.article_number')}
              </th>
              {differingAttributes.map((name) => (
                <th key={name} scope="col" className="py-2 pr-4 font-semibold">
                  {name}
                </th>
              ))}
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('product.variant_unit')}
              </th>
              {showPrices ? (
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('product.variant_price')}
                </th>
              ) : null}
              <th scope="col" className="py-2 font-semibold">
                {t('product.variant_stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {siblings.map((sibling) => {
              const current = sibling.articleNumber === variant.articleNumber
              const stock = data.siblingStock[sibling.articleNumber]
              return (
                <tr
                  key={sibling.articleNumber}
                  aria-current={current ? 'true' : undefined}
                  className={cx(
                    'border-b border-text/10',
                    current ? 'bg-surface font-semibold' : 'hover:bg-surface/60',
                  )}
                >
                  <th scope="row" className="py-2 pr-4 text-left font-[inherit]">
                    <Link
                      href={sibling.url}
                      aria-current={current ? 'page' : undefined}
                      className={cx('text-primary underline underline-offset-2', focusRing)}
                    >
                      {sibling.articleNumber}
                    </Link>
                    {current ? <span className="ml-2 text-xs text-muted">({t('product.variant_current')})</span> : null}
                    {sibling.discontinued ? (
                      <span className="ml-2 text-xs text-alert">{t('product.discontinued')}</span>
                    ) : null}
                  </th>
                  {differingAttributes.map((name) => (
                    <td key={name} className="py-2 pr-4">
                      {sibling.attributes[name] ?? '–'}
                    </td>
                  ))}
                  <td className="py-2 pr-4">{sibling.unit}</td>
                  {showPrices ? (
                    <td className="py-2 pr-4">
                      <PriceView price={data.prices[sibling.articleNumber] ?? null} className="[&_p]:text-sm" />
                    </td>
                  ) : null}
                  <td className="py-2">{stock ? <StockSignal stock={stock} /> : '–'}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Warnings({ data }: { data: ProductPageData }) {
  // CLP: 'Fara' outranks 'Varning' when pictograms disagree.
  const words = new Set(data.warnings.map((w) => w.signalWord))
  const signalWord = words.has('Fara') ? 'Fara' : [...words][0]
  return (
    <section aria-labelledby="product-warnings" className="mt-10" data-testid="product-warnings">
      <h2 id="product-warnings" className={sectionHeading}>
        {t('product.warnings_heading')}
      </h2>
      {signalWord ? (
        <p className="mt-2 inline-block rounded-brand border-2 border-alert px-3 py-1 text-lg font-bold uppercase tracking-wide text-alert">
          {signalWord}
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {data.warnings.map((warning) => (
          <li key={warning.code} className="flex items-start gap-3">
            <img
              src={warning.assetUrl}
              alt={t('product.warning_pictogram', { code: warning.code, description: warning.description })}
              width={64}
              height={64}
              className="size-16 shrink-0"
            />
            <div>
              <p className="font-semibold">{warning.description}</p>
              <p className="text-sm">{warning.detailedDescription}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Attributes({ data }: { data: ProductPageData }): React.ReactNode {
  if (data.attributes.length === 0) return null
  return (
    <section aria-labelledby="product-attributes" className="mt-10 print:break-inside-avoid">
      <h2 id="product-attributes" className={sectionHeading}>
        {t('product.attributes_heading')}
      </h2>
      <table className="mt-3 w-full max-w-2xl text-sm" data-testid="product-attributes">
        <tbody>
          {data.attributes.map((attribute) => (
            <tr key={`${attribute.attributeName}-${attribute.attributeValue}`} className="border-b border-text/10">
              <th scope="row" className="w-1/2 py-2 pr-4 text-left font-semibold">
                {attribute.attributeName}
              </th>
              <td className="py-2">{attribute.attributeValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
