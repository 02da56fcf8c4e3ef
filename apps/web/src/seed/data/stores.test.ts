import { describe, expect, it } from 'vitest'
import { areaCodeOf, CENTRAL_WAREHOUSE, STORES_BY_BRAND } from './stores'

describe('the demo stores', () => {
  it("give every store its town's area code", () => {
    const towns = [CENTRAL_WAREHOUSE, ...Object.values(STORES_BY_BRAND).flat()].map((store) => store.town)
    for (const town of towns) expect(areaCodeOf(town), town).not.toBe('010')
    expect(areaCodeOf('Umeå')).toBe('090')
    expect(areaCodeOf('Göteborg')).toBe('031')
  })
})
