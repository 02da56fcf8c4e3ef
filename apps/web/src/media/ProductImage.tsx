import { imageMessages } from '@shop/i18n/messages/image'
import { translator } from '@shop/i18n/translator'
import { cx } from '@shop/ui'
import type { Picture } from './picture'

const t = translator(imageMessages)

/**
 * A catalog picture from its attributes (media/picture.ts: made on the server, so this renders the same in
 * a browser island without next/image's code), or, for an article without one, a plain box in the theme's
 * tones that says so: no made-up picture, and no request.
 */
export function ProductImage({
  picture,
  alt = '',
  className,
  eager = false,
  sizes,
}: {
  picture: Picture | null
  alt?: string
  /** The picture's box; the stand-in takes the same, so the layout is the same either way. */
  className?: string
  /** The page's largest paint: fetched first, never lazily. */
  eager?: boolean
  /** Overrides the picture's own `sizes` (the gallery's modal shows the product picture wider). */
  sizes?: string
}) {
  if (!picture) {
    return (
      <span
        className={cx(
          'flex items-center justify-center bg-surface p-1 text-center text-xs leading-tight text-muted',
          className,
        )}
        data-image-missing=""
      >
        {t('image.missing')}
      </span>
    )
  }
  return (
    // biome-ignore lint/performance/noImgElement: next/image's attributes, made on the server (media/picture.ts)
    <img
      {...picture}
      {...(sizes && picture.srcSet ? { sizes } : {})}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
