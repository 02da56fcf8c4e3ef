import { cx, focusRing } from '@shop/ui'
import { ProductImage } from '@/media/ProductImage'
import type { Picture } from '@/media/picture'
import { Link } from '@/shell/Link'

/** A line's picture (a cart line, a shopping list line), or the box that says it has none. */
export function LineImage({ picture }: { picture: Picture | null }) {
  return <ProductImage picture={picture} className="aspect-square w-full rounded-brand bg-surface object-contain" />
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
