import { cx, focusRing } from '@shop/ui/cx'
import type { BlockContext } from '../context'
import { SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import { safeUrl } from '../shared/url'
import type { SelectedProductsData } from './schema'

/** Product tiles of the editor's article numbers, from the catalog (via the block context). */
export async function SelectedProductsComponent({
  data,
  context,
}: {
  data: SelectedProductsData
  context: BlockContext
}) {
  const tiles = await context.loadProducts(data.articleNumbers)
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
