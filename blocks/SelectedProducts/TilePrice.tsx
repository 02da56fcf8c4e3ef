/** A tile's price line; also what the browser renders when it fills the price in (BlockContext.ownPrice). */
export function TilePrice({ priceText, perUnit }: { priceText: string; perUnit: string }) {
  return (
    <p className="tile-price">
      {`${priceText} `}
      <span className="tile-unit">{perUnit}</span>
    </p>
  )
}
