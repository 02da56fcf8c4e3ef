import 'server-only'
import type { DeliveryMethod, StoreService } from '@shop/schemas'
import type { Payload } from 'payload'
import type { Store } from '../payload-types'
import { filterStores } from '../store-finder/find'
import { storesOfBrand } from './storage'

/**
 * The store service a delivery method depends on: EXH is collected in the store, XXX is the store's
 * express drive-out. The other methods ship from the central warehouse or by carrier, so any store
 * can be chosen for them.
 */
export const SERVICE_FOR_DELIVERY: Partial<Record<DeliveryMethod, StoreService>> = {
  EXH: 'standard-pickup',
  XXX: 'express-delivery',
}

/** Spec section 7, one entry of GET /locations; `id` is the store id used by stock and brand config. */
export interface Location {
  id: string
  name: string
  address1: string
  postalCode: string
  city: string
  phone: string
  email: string
  latitude: number | null
  longitude: number | null
  services: StoreService[]
  openingHours: NonNullable<Store['openingHours']>
  isCentralWarehouse: boolean
}

export interface LocationFilter {
  brand: string
  /** Every one of these must be offered (a store lacking one is left out). */
  services?: readonly StoreService[]
  deliveryMethod?: DeliveryMethod
  /** The central warehouse belongs to no brand and is no place to shop, so it is only listed on request. */
  includeCentral?: boolean
}

type StoreRow = Awaited<ReturnType<typeof storesOfBrand>>[number]

function toLocation(store: StoreRow): Location {
  return {
    id: store.storeId,
    name: store.name,
    address1: store.address1 ?? '',
    postalCode: store.postalCode ?? '',
    city: store.city ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    latitude: store.latitude ?? null,
    longitude: store.longitude ?? null,
    services: store.services ?? [],
    openingHours: store.openingHours ?? {},
    isCentralWarehouse: Boolean(store.isCentralWarehouse),
  }
}

const swedish = new Intl.Collator('sv')

/** Spec: locations are sorted by name, with å, ä and ö after z. */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => swedish.compare(a.name, b.name))
}

/** GET /locations: the brand's stores offering the requested services, by name. */
export async function findLocations(payload: Payload, filter: LocationFilter): Promise<Location[]> {
  const required = new Set(filter.services ?? [])
  const forDelivery = filter.deliveryMethod ? SERVICE_FOR_DELIVERY[filter.deliveryMethod] : undefined
  if (forDelivery) required.add(forDelivery)

  // Storage narrows to stores with any of the services; having all of them is checked here.
  const docs = await storesOfBrand(payload, filter.brand, [...required])
  const stores = docs.filter(
    (store) =>
      (filter.includeCentral || !store.isCentralWarehouse) &&
      [...required].every((service) => store.services?.includes(service)),
  )
  return byName(stores.map(toLocation))
}

/**
 * POST /locations/addresses/search: the brand's stores whose name, town, street or postcode contain
 * the query, matched as the store finder matches (case, å/ä/ö and spaces do not matter).
 */
export async function searchLocations(payload: Payload, brand: string, query: string): Promise<Location[]> {
  return filterStores(await findLocations(payload, { brand }), query)
}
