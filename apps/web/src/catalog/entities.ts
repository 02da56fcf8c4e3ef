import 'server-only'
import type { Payload } from 'payload'
import { variantsWithAttribute } from './storage'

/** Spec section 7, one entry of POST /getEntitiesByAttribute. */
export interface AttributeEntity {
  articleNumber: string
  name: string
  variantSlug: string
  url: string
}

export interface AttributeQuery {
  attributeName: string
  attributeValue: string
  limit: number
}

/** Variants with one attribute of exactly that name and value (never a name from one and a value from another). */
export async function entitiesByAttribute(payload: Payload, query: AttributeQuery): Promise<AttributeEntity[]> {
  const variants = await variantsWithAttribute(payload, query)
  return variants.map((variant) => ({ ...variant, url: `/produkt/${variant.variantSlug}` }))
}
