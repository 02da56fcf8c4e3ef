import type { StorePage } from '@shop/schemas'

/** Lower-case, without diacritics or spaces: 'Göteborg' ~ 'goteborg', '901 32' ~ '90132'. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('sv-SE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
}

type Findable = Pick<StorePage, 'name' | 'city' | 'postalCode' | 'address1'>

/** Stores whose name, town, street or postcode contain the query (postcode prefixes too). */
export function filterStores<T extends Findable>(stores: readonly T[], query: string): T[] {
  const q = fold(query)
  if (!q) return [...stores]
  return stores.filter((store) =>
    [store.name, store.city, store.address1, store.postalCode].some((field) => fold(field).includes(q)),
  )
}

export interface Point {
  lat: number
  lon: number
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** Nearest first; stores without coordinates last, in their original order. */
export function sortByDistance<T extends { location?: Point }>(stores: readonly T[], from: Point): T[] {
  const distance = (store: T) => (store.location ? distanceKm(from, store.location) : Number.POSITIVE_INFINITY)
  return [...stores].sort((a, b) => distance(a) - distance(b))
}
