import 'server-only'
import type { Payload } from 'payload'
import { activeCampaigns } from './campaigns'
import { categoryByPath, rangeOfBrand, variantBySlug } from './storage'

/**
 * Whether a storefront path among the catalog's pages (/kategorier, /produkt, /kampanjer, /sortiment)
 * leads to one today, for the content's link check; null when the path is not the catalog's. A campaign
 * that has ended has no page; one for logged-in customers has.
 */
export async function catalogPathExists(
  payload: Payload,
  brand: string,
  segments: string[],
  now?: Date,
): Promise<boolean | null> {
  const [first, ...rest] = segments
  switch (first) {
    case 'kategorier':
      return rest.length > 0 && (await categoryByPath(payload, rest.join('/'))) !== null
    case 'produkt':
      return rest.length === 1 && (await variantBySlug(payload, rest[0] as string)) !== null
    case 'kampanjer':
      if (rest.length === 0) return true
      return (
        rest.length === 1 &&
        (await activeCampaigns(payload, { brand, includeCustomerOnly: true, now })).some((c) => c.slug === rest[0])
      )
    case 'sortiment':
      return (
        rest.length === 0 || (rest.length === 1 && (await rangeOfBrand(payload, brand, rest[0] as string)) !== null)
      )
    default:
      return null
  }
}
