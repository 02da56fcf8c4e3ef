import type { BlockContext } from '../context'
import { SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import { safeUrl } from '../shared/url'
import { DEFAULT_POPULAR_COUNT, type SelectedProductsData } from './block'
import { TilePrice } from './TilePrice'

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
    <SectionShell title={data.title}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.articleNumber} className="tile">
            {safeUrl(tile.imageUrl) ? (
              <img
                src={tile.imageUrl}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                className="tile-image"
              />
            ) : null}
            <h3 className="font-semibold">
              <a href={safeUrl(tile.url) ?? '#'} className="card-link">
                {tile.name}
              </a>
            </h3>
            {/* One string each rather than text beside text: React separates adjacent texts in the HTML with
                a comment, and the RSC payload sends each as a string of its own. */}
            <p className="tile-meta">{`${TEXTS.articleNumber} ${tile.articleNumber}`}</p>
            {context.ownPrice ? (
              context.ownPrice(tile.articleNumber, TEXTS.perUnit(tile.unit))
            ) : tile.priceText ? (
              <TilePrice priceText={tile.priceText} perUnit={TEXTS.perUnit(tile.unit)} />
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
