/** One way variants of a product differ (becomes an attribute and part of the variant name). */
export interface Axis {
  name: string
  values: string[]
  /**
   * How the value moves the price: 'index' (default) makes later values dearer step by step,
   * 'value' multiplies by the number in the value ("3,6 m" → 3.6), 'none' leaves it.
   */
  scale?: 'index' | 'value' | 'none'
  /** Omit the value from the variant name (still an attribute). */
  hidden?: boolean
}

export interface UnitSpec {
  /** Sales unit: st, m, pkt, rle, säck, par, m², l ... */
  unit: string
  conversionUnit?: string
  conversionFactor?: number
  /** Take the conversion factor from the number in this axis' value ("100 st" → 100). */
  conversionFrom?: string
  /** Take m² from an axis value like "900x2500 mm" (→ 2.25). */
  conversionArea?: string
}

export type Hazard = 'solvent' | 'oil' | 'foam' | 'cement' | 'glue' | 'gas' | 'acid' | 'paint'

export interface LeafSpec {
  name: string
  /** Relative share of products (default 1). */
  weight?: number
  makers: string[]
  /** Product name templates: {maker}, {series} and any key of `choose`. */
  names: string[]
  series?: string[]
  /** Product-level choices; each becomes an attribute and can appear in the name. */
  choose?: Record<string, string[]>
  axes: Axis[]
  unit: UnitSpec
  /** Typical price per sales unit for the cheapest variant, SEK excluding VAT. */
  price: number
  /** Extra product-level attributes, one value picked per product. */
  attrs?: Record<string, string[]>
  hazard?: Hazard
  /** Small enough for express delivery (filter tag express-delivery). */
  express?: boolean
  onlyStore?: boolean
  mustBeInStockedAt?: boolean
  orderMultiple?: number
  /** Metal products carry an alloy surcharge (legeringstillägg). */
  alloy?: boolean
  /** Leaf names whose articles are offered as related articles. */
  related?: { accessories?: string[]; spareParts?: string[]; complementary?: string[] }
  /** Sentences for the product description; {name} and {maker} are filled in. */
  text: string[]
}

export interface MidSpec {
  name: string
  leaves: LeafSpec[]
}

export interface TopSpec {
  name: string
  mids: MidSpec[]
}
