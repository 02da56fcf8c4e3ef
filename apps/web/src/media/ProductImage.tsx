import { commonMessages } from '@shop/i18n/messages/common'
import type { Picture } from './picture'

/**
 * A catalog picture from its attributes (media/picture.ts: made on the server, the eager ones included, so
 * this renders the same in a browser island without next/image's code), or, for an article without one, a
 * box in the theme's tones that says so (`.image-missing`): no made-up picture, and no request. Kept to a
 * few bytes, its text from the common section the shell carries already: the cart and the product page are
 * at the bundle budget.
 */
export function ProductImage({
  picture,
  alt = '',
  className,
}: {
  picture: Picture | null
  alt?: string
  className: string
}) {
  return picture ? (
    // biome-ignore lint/performance/noImgElement: next/image's attributes, made on the server (media/picture.ts)
    <img alt={alt} loading="lazy" {...picture} className={className} />
  ) : (
    <span className={`image-missing ${className}`}>{commonMessages['common.no_image']}</span>
  )
}
