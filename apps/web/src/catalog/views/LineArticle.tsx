import { cx, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'

/** A line's picture (a cart line, a shopping list line): the variant's image, else the placeholder. */
export function LineImage({
  image,
  articleNumber,
  size,
}: {
  image: string | null
  articleNumber: string
  size: number
}) {
  return (
    <img
      src={image ?? `/placeholder/product/${articleNumber}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="aspect-square w-full rounded-brand bg-surface object-contain"
    />
  )
}

/** A line's name, linked to its product page while the article is in the catalog. */
export function LineName({ name, variantSlug }: { name: string; variantSlug: string | null }) {
  return variantSlug ? (
    <Link href={`/produkt/${variantSlug}`} className={cx('hover:underline', focusRing)}>
      {name}
    </Link>
  ) : (
    name
  )
}
