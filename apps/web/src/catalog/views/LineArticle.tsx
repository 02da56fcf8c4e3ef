import { cx, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'

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
