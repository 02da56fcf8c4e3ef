import { formatNumber, t } from '@shop/i18n'
import { ChevronRightIcon, cx, focusRing, InfoIcon } from '@shop/ui'
import type React from 'react'
import { LOGIN_PATH } from '@/accounts/constants'
import { loginHrefFor } from '@/accounts/views/navigation'
import { BackToResults, RecentlyViewed, RecordProductView } from '@/catalog/history/islands'
import type { ProductPageData } from '@/catalog/product'
import { GALLERY_SIZES, PICTOGRAM_SIZES, PRODUCT_SIZES, THUMBNAIL_SIZES } from '@/catalog/views/image-sizes'
import { ProductCard } from '@/catalog/views/ProductCard'
import { ProductImage } from '@/media/ProductImage'
import { isPicture, pictureOf, primaryImage } from '@/media/picture'
import { Link } from '@/shell/Link'
import { PrintButton } from '@/shell/PrintButton'
import { AddToListButton } from '@/shopping-lists/views/AddToListButton'
import { Heart } from '@/shopping-lists/views/Heart'
import { ImageGallery } from './ImageGallery'
import type { ShopperParts } from './shopper-parts'

// The shell is not this page's: on paper only the product itself is wanted, so everything of the
// shell beside <main> (banners, header, navigation, flyouts, footer) is hidden from the page's root.
const PRINT_SHELL = 'print:[[data-shell]:has(&)>:not(main)]:hidden'

const sectionHeading = 'text-xl font-semibold'

/**
 * Spec section 2: /produkt/{slug}, the product detail page of one variant, with the shopper's own
 * parts from `parts` (shopper-parts.ts).
 */
export function ProductPageView({ data, parts }: { data: ProductPageData; parts: ShopperParts }) {
  const { variant, product, images } = data
  // The first picture is the page's largest paint; the modal's are lazy, at its own width.
  const pictures = images.flatMap((image, index) => {
    const picture = pictureOf(image, PRODUCT_SIZES, { eager: index === 0 })
    const large = pictureOf(image, GALLERY_SIZES)
    const alt = image.assetLabel || t('product.image_alt', { name: variant.name })
    return picture && large ? [{ picture, large, alt }] : []
  })

  return (
    <article className={cx('mx-auto max-w-6xl px-4 py-6 print:max-w-none print:p-0', PRINT_SHELL)}>
      <parts.ViewTracking data={data} />
      <RecordProductView
        product={{
          articleNumber: variant.articleNumber,
          name: variant.name,
          url: `/produkt/${variant.variantSlug}`,
          picture: pictureOf(primaryImage(images), THUMBNAIL_SIZES),
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Breadcrumbs crumbs={data.breadcrumbs} current={variant.name} />
        <BackToResults />
      </div>

      <div className="mt-4 grid gap-8 md:grid-cols-2 print:grid-cols-[14rem_1fr] print:gap-6">
        <div className="md:sticky md:top-4 md:self-start">
          {pictures.length ? (
            <ImageGallery name={variant.name} images={pictures} />
          ) : (
            <ProductImage picture={null} className="aspect-square w-full rounded-brand text-base" />
          )}
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

          {variant.discontinued ? <Replacement data={data} parts={parts} /> : null}

          <parts.Price data={data} className="border-t border-text/10 pt-4" />
          <SalesUnit data={data} />
          <parts.Brackets data={data} />
          <Constraints data={data} />
          <parts.Purchase data={data} loginHref={loginHrefFor(LOGIN_PATH, `/produkt/${variant.variantSlug}`)} />
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
          <parts.Stock data={data} />
          <PrintButton label={t('product.print')} />
        </div>
      </div>

      {data.siblings.length > 1 ? <VariantTable data={data} parts={parts} /> : null}
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
                <ProductCard tile={tile} own={parts.tileOwn?.(tile)} />
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

function Replacement({ data, parts }: { data: ProductPageData; parts: ShopperParts }) {
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
            <ProductCard tile={data.replacement} own={parts.tileOwn?.(data.replacement)} />
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

function VariantTable({ data, parts }: { data: ProductPageData; parts: ShopperParts }) {
  const { siblings, differingAttributes, variant } = data
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
              <parts.VariantPriceHeading
                data={data}
                className="py-2 pr-4 font-semibold"
                label={t('product.variant_price')}
              />
              <th scope="col" className="py-2 font-semibold">
                {t('product.variant_stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {siblings.map((sibling) => {
              const current = sibling.articleNumber === variant.articleNumber
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
                  <parts.VariantPriceCell data={data} articleNumber={sibling.articleNumber} className="py-2 pr-4" />
                  <td className="py-2">
                    <parts.VariantStock data={data} articleNumber={sibling.articleNumber} />
                  </td>
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
            {/* A square SVG whose JSON keeps no measures; without one the texts say it all. */}
            {isPicture(warning) ? (
              <ProductImage
                picture={pictureOf({ assetUrl: warning.assetUrl, assetWidth: 64, assetHeight: 64 }, PICTOGRAM_SIZES)}
                alt={t('product.warning_pictogram', { code: warning.code, description: warning.description })}
                className="size-16 shrink-0"
              />
            ) : null}
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
