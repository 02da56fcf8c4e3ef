import type { Asset, MediaSizeName } from '@shop/schemas'
import { getImageProps } from 'next/image'

/** Only the media library's raster files go through the image optimizer (next.config.ts `images`). */
const optimizable = (asset: Asset, url: string) => url.startsWith('/media/') && asset.mimeType !== 'image/svg+xml'

/**
 * A picture shown this small (an icon, a face) arrives at once: a blurred stand-in would only add its bytes to
 * the page, twice (the HTML and its RSC payload).
 */
const BLUR_FROM_PX = 160

/**
 * A CMS or catalog picture. A media-library raster is served through next/image: AVIF or WebP at the
 * width the layout needs (`sizes`), from the drawn `size` nearest the use, with its measures (no layout
 * shift), its blurred stand-in, and cropped round its focal point where the box cuts it. An SVG or an
 * address from elsewhere is shown as it is. A server component: no script reaches the browser.
 */
export function AssetImage({
  asset,
  className,
  alt,
  eager = false,
  size,
  sizes,
  shownAt,
}: {
  asset: Asset
  className?: string
  /** Overrides the asset's alt text (e.g. '' for a decorative icon beside its own text). */
  alt?: string
  /** The page's largest paint: fetched first, never lazily. */
  eager?: boolean
  /** The drawn size to start from (see MEDIA_SIZE_NAMES); the original when it has none. */
  size?: MediaSizeName
  /** How wide the picture is shown, as the `sizes` attribute says it; the full viewport by default. */
  sizes?: string
  /**
   * The fixed CSS width it is shown at (an icon, a face), in place of `sizes`: the browser then chooses between
   * that width and twice it, not among every screen's.
   */
  shownAt?: number
}) {
  const source = (size && asset.sizes?.[size]) || asset
  const focal =
    asset.focalX !== undefined && asset.focalY !== undefined
      ? { objectPosition: `${asset.focalX}% ${asset.focalY}%` }
      : undefined
  if (!optimizable(asset, source.url) || !source.width || !source.height) {
    return (
      <img
        src={source.url}
        alt={alt ?? asset.title}
        width={source.width}
        height={source.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    )
  }
  const fixed = shownAt ? { width: shownAt, height: Math.round((shownAt * source.height) / source.width) } : null
  const { props } = getImageProps({
    src: source.url,
    ...(fixed ?? { width: source.width, height: source.height, sizes: sizes ?? '100vw' }),
    alt: alt ?? asset.title,
    className,
    loading: eager ? 'eager' : 'lazy',
    ...(eager ? { fetchPriority: 'high' as const } : {}),
    ...(asset.blurDataURL && (fixed?.width ?? source.width) > BLUR_FROM_PX
      ? { placeholder: 'blur' as const, blurDataURL: asset.blurDataURL }
      : {}),
    ...(focal ? { style: focal } : {}),
  })
  return <img {...props} alt={props.alt} />
}

/**
 * A wide picture with its own mobile crop: the editor's mobile image when there is one, else the upload's
 * own `heroMobile` size (cut round the focal point). Below `breakpoint` the browser takes the mobile one.
 */
export function ArtDirectedImage({
  desktop,
  mobile,
  className,
  alt,
  eager = false,
  breakpoint = 767,
  sizes,
}: {
  /** How wide the picture is shown above the breakpoint (the `sizes` attribute); the viewport by default. */
  sizes?: string
  desktop: Asset
  mobile?: Asset
  className?: string
  alt?: string
  eager?: boolean
  breakpoint?: number
}) {
  const small = mobile ? (mobile.sizes?.heroMobile ?? mobile) : desktop.sizes?.heroMobile
  const wide = desktop.sizes?.heroDesktop ?? desktop
  const image = (
    <AssetImage asset={desktop} size="heroDesktop" sizes={sizes} alt={alt} eager={eager} className={className} />
  )
  if (!small?.width || !small.height || !optimizable(desktop, wide.url)) return image
  const { props } = getImageProps({
    src: small.url,
    width: small.width,
    height: small.height,
    alt: '',
    sizes: '100vw',
  })
  return (
    <picture>
      <source media={`(max-width: ${breakpoint}px)`} srcSet={props.srcSet} sizes="100vw" />
      {image}
    </picture>
  )
}
