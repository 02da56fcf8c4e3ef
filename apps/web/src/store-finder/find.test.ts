import { describe, expect, it } from 'vitest'
import { distanceKm, filterStores, sortByDistance } from './find'

const stores = [
  {
    name: 'Nordbygg Umeå',
    city: 'Umeå',
    postalCode: '901 32',
    address1: 'Förrådsvägen 8',
    location: { lat: 63.8258, lon: 20.263 },
  },
  {
    name: 'Nordbygg Luleå',
    city: 'Luleå',
    postalCode: '973 45',
    address1: 'Storgatan 1',
    location: { lat: 65.5848, lon: 22.1547 },
  },
  { name: 'Nordbygg Göteborg', city: 'Göteborg', postalCode: '422 46', address1: 'Backavägen 20' },
]

describe('filterStores', () => {
  it('finds by town, ignoring case and å/ä/ö', () => {
    expect(filterStores(stores, 'umea').map((s) => s.city)).toEqual(['Umeå'])
    expect(filterStores(stores, 'GÖTEBORG').map((s) => s.city)).toEqual(['Göteborg'])
  })

  it('finds by postcode with or without the space, and by prefix', () => {
    expect(filterStores(stores, '90132').map((s) => s.city)).toEqual(['Umeå'])
    expect(filterStores(stores, '973 4').map((s) => s.city)).toEqual(['Luleå'])
  })

  it('returns every store for a blank query and none for a miss', () => {
    expect(filterStores(stores, '  ')).toHaveLength(3)
    expect(filterStores(stores, 'Kiruna')).toEqual([])
  })
})

describe('distance', () => {
  it('measures Umeå–Luleå at about 220 km', () => {
    const umea = { lat: 63.8258, lon: 20.263 }
    const lulea = { lat: 65.5848, lon: 22.1547 }
    expect(distanceKm(umea, lulea)).toBeGreaterThan(200)
    expect(distanceKm(umea, lulea)).toBeLessThan(240)
  })

  it('sorts nearest first and stores without coordinates last', () => {
    const inLulea = { lat: 65.58, lon: 22.15 }
    expect(sortByDistance(stores, inLulea).map((s) => s.city)).toEqual(['Luleå', 'Umeå', 'Göteborg'])
  })
})
