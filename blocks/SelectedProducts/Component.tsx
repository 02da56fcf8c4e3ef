import type { BlockContext } from '../context'
import { AssetImage } from '../shared/AssetImage'
import { SectionShell } from '../shared/Section'
import { TEXTS } from '../shared/texts'
import { safeUrl } from '../shared/url'
import { DEFAULT_POPULAR_COUNT, type SelectedProductsData } from './block'
import { TilePrice } from './TilePrice'

/** Two columns, three from `md`, four from `lg` (the grid below), in a section at most 80rem wide. */
const TILE_SIZES = '(min-width: 1280px) 19rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'

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
            {tile.image ? (
              <AssetImage asset={tile.image} alt="" sizes={TILE_SIZES} className="tile-image" />
            ) : (
              <span className="tile-image flex items-center justify-center text-sm text-muted">
                {TEXTS.imageMissing}
              </span>
            )}
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
