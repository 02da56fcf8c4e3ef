import { cx, focusRing } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import { safeUrl } from '../shared/url'
import { DEFAULT_POPULAR_COUNT, type SelectedProductsData } from './schema'

/**
 * Product tiles from the catalog (via the block context): the editor's article numbers, or the
 * brand's popular ones when the editor chose "Populära just nu" and visitors' events name some.
 */
async function tilesOf(data: SelectedProductsData, context: BlockContext) {
  if (data.source === 'popular') {
    const popular = await context.loadPopularProducts(data.popularCount ?? DEFAULT_POPULAR_COUNT)
    if (popular.length > 0) return popular
  }
  return context.loadProducts(data.articleNumbers)
}

export async function SelectedProductsComponent({
  data,
  context,
}: {
  data: SelectedProductsData
  context: BlockContext
}) {
  const tiles = await tilesOf(data, context)
  if (tiles.length === 0) return null
  return (
    <SectionShell type="SelectedProducts" title={data.title}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.articleNumber} className="relative flex flex-col gap-2 rounded-brand bg-surface p-4 text-text">
            {safeUrl(tile.imageUrl) ? (
              <img
                src={tile.imageUrl}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-brand bg-background object-contain"
              />
            ) : null}
            <h3 className="font-semibold">
              <a
                href={safeUrl(tile.url) ?? '#'}
                className={cx('after:absolute after:inset-0 hover:underline', focusRing)}
              >
                {tile.name}
              </a>
            </h3>
            <p className="text-sm text-muted">
              {TEXTS.articleNumber} {tile.articleNumber}
            </p>
            {tile.priceText ? (
              <p className="mt-auto font-bold">
                {tile.priceText} <span className="text-sm font-normal text-muted">{TEXTS.perUnit(tile.unit)}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
