import type { Banner } from '@shop/schemas'
import { buttonVariants } from '@shop/ui/Button'
import { cx, focusRing } from '@shop/ui/cx'
import { cva, type VariantProps } from 'class-variance-authority'
import { ArtDirectedImage, AssetImage } from './AssetImage'
import { SmartLink } from './SmartLink'
import { sectionTone, TONE_CLASSES } from './tone'
import { safeUrl } from './url'

export const bannerCardVariants = cva('banner-card', {
  variants: {
    size: {
      /** Sub banners: compact link tiles. */
      small: 'gap-2 p-4',
      /** Content and marketing banners: cards in a grid. */
      medium: '',
      /** Random banner: one wide banner. */
      large: 'sm:flex-row',
    },
    tone: TONE_CLASSES,
  },
  defaultVariants: { size: 'medium', tone: 'surface' },
})

type BannerCardProps = { banner: Banner; eager?: boolean } & VariantProps<typeof bannerCardVariants>

/** Tracking attributes of a banner (spec: marketingId, metaTitle, creative). */
function trackingAttributes(banner: Banner) {
  return {
    'data-banner-id': banner.id,
    ...(banner.marketingId ? { 'data-marketing-id': banner.marketingId } : {}),
    ...(banner.creative ? { 'data-creative': banner.creative } : {}),
    ...(banner.metaTitle ? { 'data-meta-title': banner.metaTitle } : {}),
  }
}

/** How wide a banner's picture is shown, by card size: a third of the row, half of it, or a tile's corner. */
const BANNER_SIZES = {
  small: '160px',
  medium: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  large: '(min-width: 640px) 50vw, 100vw',
} as const

function BannerPicture({
  banner,
  eager,
  className,
  size,
}: {
  banner: Banner
  eager?: boolean
  className?: string
  size: keyof typeof BANNER_SIZES
}) {
  const desktop = banner.bannerDesktop ?? banner.image ?? banner.contentImage
  if (!desktop) return null
  const alt = desktop.title || banner.title
  return (
    <ArtDirectedImage
      desktop={desktop}
      mobile={banner.bannerMobile}
      alt={alt}
      eager={eager}
      breakpoint={639}
      sizes={BANNER_SIZES[size]}
      className={className}
    />
  )
}

/** One banner of the spec (inline in a banner section), in the chosen template. */
export function BannerCard({ banner, size, eager }: BannerCardProps) {
  const tone = sectionTone(banner.backgroundColor)
  const href = safeUrl(banner.linkUrl)
  const external = banner.isExternalLink
  const imageClass = cx('banner-image', size === 'large' && 'sm:w-1/2', size === 'small' && 'hidden')
  const attributes = trackingAttributes(banner)

  if (banner.template === 'image') {
    return (
      <div className={bannerCardVariants({ size, tone })} {...attributes}>
        {href ? (
          <SmartLink href={href} external={external} className={cx('block', focusRing)}>
            <BannerPicture banner={banner} eager={eager} size={size ?? 'medium'} className={imageClass} />
          </SmartLink>
        ) : (
          <BannerPicture banner={banner} eager={eager} size={size ?? 'medium'} className={imageClass} />
        )}
      </div>
    )
  }

  const showImage = banner.template !== 'text' && size !== 'small'
  const heading = banner.title || banner.name
  const titleIsLink = href && !banner.buttonText
  return (
    <div className={bannerCardVariants({ size, tone })} {...attributes}>
      {showImage ? (
        <BannerPicture banner={banner} eager={eager} size={size ?? 'medium'} className={imageClass} />
      ) : null}
      <div className={cx('banner-body', size !== 'small' && 'p-4 sm:p-6')}>
        {size === 'small' && banner.icon ? (
          <AssetImage asset={banner.icon} alt="" shownAt={32} className="h-8 w-8 object-contain" />
        ) : null}
        {banner.preTitle ? <p className="text-sm font-semibold uppercase tracking-wide">{banner.preTitle}</p> : null}
        {heading ? (
          <h3 className={cx('font-bold', size === 'large' ? 'text-2xl' : 'text-lg')}>
            {titleIsLink ? (
              <SmartLink
                href={href}
                external={external}
                className={cx('underline-offset-2 hover:underline', focusRing)}
              >
                {heading}
              </SmartLink>
            ) : (
              heading
            )}
          </h3>
        ) : null}
        {banner.text ? <p>{banner.text}</p> : null}
        {banner.textRow1 ? <p>{banner.textRow1}</p> : null}
        {banner.textRow2 ? <p>{banner.textRow2}</p> : null}
        {href && banner.buttonText ? (
          <div className="mt-auto pt-2">
            <SmartLink href={href} external={external} className={buttonVariants({ intent: 'primary' })}>
              {banner.buttonText}
            </SmartLink>
          </div>
        ) : null}
      </div>
    </div>
  )
}
