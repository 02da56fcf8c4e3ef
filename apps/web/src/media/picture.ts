import type { Asset } from '@shop/schemas/content'
import type { Picture } from '@shop/schemas/picture'
import { getImageProps } from 'next/image'

export type { Picture }

/** A catalog picture as the variant's image JSON keeps it (collections/shared/json.ts). */
export interface PictureSource {
  assetUrl: string
  assetWidth?: number
  assetHeight?: number
  assetMimeType?: string
  assetLabel?: string
}

/** The measures the catalog's pictures are drawn at, for one whose JSON lacks them (a layout must not shift). */
const SQUARE = 600

/**
 * next/image's attributes for a catalog picture, made on the server: a browser island (a product card, the
 * search suggestions, a cart line) renders them as they are, so next/image's code never reaches its bundle
 * (the budget of bench/bundle). A media-library raster goes through the optimizer, AVIF or WebP at the
 * widths `sizes` says; anything else (an SVG, an address next.config.ts does not allow) is kept as it is.
 * Null for no picture, and for a seed stand-in that never became an upload: the shop shows its own box then.
 * `eager` marks a page's largest paint (fetched at once, first); every other picture is lazy.
 */
export function pictureOf(
  image: PictureSource | null | undefined,
  sizes: string,
  { eager = false }: { eager?: boolean } = {},
): Picture | null {
  if (!image || !isPicture(image)) return null
  const width = image.assetWidth ?? SQUARE
  const height = image.assetHeight ?? SQUARE
  if (
    !image.assetUrl.startsWith('/media/') ||
    image.assetMimeType === 'image/svg+xml' ||
    /\.svg$/i.test(image.assetUrl)
  ) {
    return { src: image.assetUrl, width, height, decoding: 'async' }
  }
  const { props } = getImageProps({ src: image.assetUrl, width, height, sizes, alt: '' })
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width,
    height,
    decoding: 'async',
    ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  }
}

/**
 * The primary picture of a variant's image JSON, else its first; not a data sheet (`DOCUMENT`), nor a seed's stand-in address
 * (`/placeholder/…`, swapped for an upload when the seed could make one): no route serves those.
 */
export function primaryImage<T extends { assetType: string; assetUrl: string }>(images: readonly T[]): T | undefined {
  const pictures = images.filter((image) => image.assetType !== 'DOCUMENT' && isPicture(image))
  return pictures.find((image) => image.assetType === 'PRIMARY') ?? pictures[0]
}

/** A picture the browser can fetch: a stand-in address from the seed is none. */
export const isPicture = (image: { assetUrl: string } | null | undefined): boolean =>
  Boolean(image?.assetUrl) && !image?.assetUrl.startsWith('/placeholder/')

/** A catalog picture as a block's asset (SelectedProducts renders it with the blocks' AssetImage). */
export const assetOf = (image: PictureSource): Asset => ({
  url: image.assetUrl,
  title: image.assetLabel ?? '',
  ...(image.assetWidth && image.assetHeight ? { width: image.assetWidth, height: image.assetHeight } : {}),
  ...(image.assetMimeType ? { mimeType: image.assetMimeType } : {}),
})
