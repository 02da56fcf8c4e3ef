/**
 * Picks one item with probability proportional to its weight. Weight 0 (or negative, or not a finite
 * number) is never picked; when no item has a positive weight the first item is returned. `random`
 * returns a number in [0, 1), like Math.random.
 */
export function pickByWeight<T extends { weight?: number }>(items: readonly T[], random: () => number): T | undefined {
  if (items.length === 0) return undefined
  const weightOf = (item: T) => {
    const weight = item.weight ?? 1
    return Number.isFinite(weight) && weight > 0 ? weight : 0
  }
  const total = items.reduce((sum, item) => sum + weightOf(item), 0)
  if (total <= 0) return items[0]
  let threshold = Math.min(Math.max(random(), 0), 1) * total
  let lastPositive: T | undefined
  for (const item of items) {
    const weight = weightOf(item)
    if (weight === 0) continue
    if (threshold < weight) return item
    threshold -= weight
    lastPositive = item
  }
  // Only reached through floating-point rounding (or random() returning 1): the last eligible item.
  return lastPositive
}
