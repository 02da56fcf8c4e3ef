import type { StockType } from '@shop/schemas'
import type {
  AttributeJSON,
  BracketJSON,
  BreadcrumbJSON,
  DiscountJSON,
  ImageJSON,
  RelationJSON,
  WarningJSON,
} from '../collections/shared/json'
import { makeEan13, slugify } from './codes'
import { CATEGORY_TREE } from './data/catalog'
import type { Axis, Hazard, LeafSpec, UnitSpec } from './data/types'
import { Random } from './random'

/**
 * Pure catalog generator: no database, only a seeded PRNG. The same options give the same products,
 * article numbers, EANs and prices (dates are relative to `now`). Products are yielded one at a
 * time so 100,000 variants never sit in memory at once.
 */

export const VAT_RATE = 0.25

export interface CategoryNode {
  name: string
  slug: string
  path: string
  parentPath: string | null
  depth: number
  sortOrder: number
  description: string
  attributeSequence: string[]
  leaf?: LeafSpec
}

export interface PriceRow {
  /** Null for the list price; otherwise the seeded customer's customerId. */
  customerId: string | null
  netPrice: number
  salesPrice: number
  salesPriceIncludingVat: number
  salesPriceUnit: string
  alloyingPrice: number
  preCampaignPrice: number | null
  priceType: 'LIST' | 'CUSTOMER' | 'CAMPAIGN'
  discounts: DiscountJSON[]
  brackets: BracketJSON[] | null
}

export interface StockRow {
  locationId: string
  stockType: StockType
  quantity: number
  orderMultiple: number
  stocked: boolean
  availableFromDays: number
  availableToDays: number
  availabilityDate: string | null
}

export interface GeneratedVariant {
  articleNumber: string
  name: string
  variantSlug: string
  ean: string
  sortOrder: number
  discontinued: boolean
  replacementArticleNumber: string | null
  askForPrice: boolean
  filterTags: string[]
  stockedAt: string[]
  purchaseConstraints: { onlyStore: boolean; mustBeInStockedAt: boolean; orderMultiple: number }
  webSalesUnit: { unit: string; conversionFactor: number | null; conversionUnit: string | null }
  brands: string[]
  images: ImageJSON[]
  attributes: AttributeJSON[]
  warnings: WarningJSON[]
  relations: RelationJSON[]
  prices: PriceRow[]
  stock: StockRow[]
}

export interface GeneratedProduct {
  productId: string
  name: string
  slug: string
  description: string
  brandName: string
  categoryPath: string
  categoryPaths: string[]
  breadcrumbParents: BreadcrumbJSON[]
  variants: GeneratedVariant[]
}

export interface CatalogOptions {
  /** Exact number of variants to generate. */
  variants: number
  seed: number
  /** Reference time for availability dates. */
  now: Date
  /** customerIds that get customer-specific prices. */
  customerIds: string[]
  /** Store ids per brand (stock is spread over these) and the central warehouse id. */
  storesByBrand: Record<string, string[]>
  centralWarehouseId: string
}

// ---------------------------------------------------------------------------------------------
// Category tree

function sequenceFor(leaf: LeafSpec): string[] {
  return [
    ...leaf.axes.map((a) => a.name),
    ...Object.keys(leaf.choose ?? {}),
    ...Object.keys(leaf.attrs ?? {}),
    'Tillverkare',
  ].filter((name, index, all) => all.indexOf(name) === index)
}

/** The category tree flattened parents-first, with paths, depth and attribute sequences. */
export function buildCategoryNodes(): CategoryNode[] {
  const nodes: CategoryNode[] = []
  const seen = new Set<string>()
  const uniqueSlug = (name: string, parentSlug: string | null) => {
    let slug = slugify(name)
    if (seen.has(slug) && parentSlug) slug = `${parentSlug}-${slug}`
    seen.add(slug)
    return slug
  }
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topSlug = uniqueSlug(top.name, null)
    const topSeq = new Set<string>(['Tillverkare'])
    const topNode: CategoryNode = {
      name: top.name,
      slug: topSlug,
      path: topSlug,
      parentPath: null,
      depth: 0,
      sortOrder: topIndex,
      description: `${top.name} för proffs och byggare – ${top.mids.map((m) => m.name.toLowerCase()).join(', ')}.`,
      attributeSequence: [],
    }
    nodes.push(topNode)
    top.mids.forEach((mid, midIndex) => {
      const midSlug = uniqueSlug(mid.name, topSlug)
      const midPath = `${topSlug}/${midSlug}`
      const midSeq = new Set<string>()
      const midNode: CategoryNode = {
        name: mid.name,
        slug: midSlug,
        path: midPath,
        parentPath: topSlug,
        depth: 1,
        sortOrder: midIndex,
        description: `${mid.name}: ${mid.leaves.map((l) => l.name.toLowerCase()).join(', ')}.`,
        attributeSequence: [],
      }
      nodes.push(midNode)
      mid.leaves.forEach((leaf, leafIndex) => {
        const leafSlug = uniqueSlug(leaf.name, midSlug)
        const sequence = sequenceFor(leaf)
        for (const name of sequence) {
          midSeq.add(name)
          topSeq.add(name)
        }
        nodes.push({
          name: leaf.name,
          slug: leafSlug,
          path: `${midPath}/${leafSlug}`,
          parentPath: midPath,
          depth: 2,
          sortOrder: leafIndex,
          description: leaf.text[0] ?? leaf.name,
          attributeSequence: sequence,
          leaf,
        })
      })
      midNode.attributeSequence = [...midSeq].slice(0, 8)
    })
    topNode.attributeSequence = [...topSeq].slice(0, 8)
  })
  return nodes
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** First number in a Swedish-formatted value: "3,6 m" → 3.6, "2x4,0 Ah" → 2. */
export function numberIn(value: string): number | null {
  const match = value.match(/\d+(?:[,.]\d+)?/)
  return match ? Number(match[0].replace(',', '.')) : null
}

/** m² of a "900x2500 mm" format. */
function areaOf(value: string): number | null {
  const match = value.match(/(\d+)x(\d+)/)
  if (!match) return null
  return Math.round((Number(match[1]) * Number(match[2])) / 10_000) / 100
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Shop-like price endings: 4,90 / 89,90 / 1 290. */
export function roundPrice(n: number): number {
  if (n < 10) return Math.max(0.1, Math.round(n * 10) / 10)
  if (n < 1000) return Math.max(1, Math.round(n)) - 0.1
  return Math.round(n / 10) * 10 - 1
}

function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{([^}]+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

function axisFactor(axis: Axis, index: number): number {
  const scale = axis.scale ?? 'index'
  if (scale === 'none') return 1
  if (scale === 'value') return numberIn(axis.values[index] ?? '') ?? 1
  return 1 + 0.28 * index
}

function unitFor(spec: UnitSpec, axes: Axis[], combo: number[]) {
  const axisValue = (name: string | undefined) => {
    const at = axes.findIndex((a) => a.name === name)
    return at >= 0 ? (axes[at]?.values[combo[at] ?? 0] ?? null) : null
  }
  let conversionFactor: number | null = spec.conversionFactor ?? null
  if (spec.conversionFrom) conversionFactor = numberIn(axisValue(spec.conversionFrom) ?? '') ?? conversionFactor
  if (spec.conversionArea) conversionFactor = areaOf(axisValue(spec.conversionArea) ?? '') ?? conversionFactor
  return {
    unit: spec.unit,
    conversionFactor,
    conversionUnit: conversionFactor === null ? null : (spec.conversionUnit ?? null),
  }
}

// GHS pictograms with the Swedish texts used on labels (CLP).
const GHS: Record<string, string> = {
  GHS02: 'Brandfarligt',
  GHS04: 'Gas under tryck',
  GHS05: 'Frätande',
  GHS07: 'Skadligt',
  GHS08: 'Hälsofarligt',
  GHS09: 'Miljöfarligt',
}

const HAZARDS: Record<Hazard, { signalWord: 'Fara' | 'Varning'; pictograms: Array<[string, string]> }> = {
  paint: {
    signalWord: 'Varning',
    pictograms: [['GHS07', 'H317 Kan orsaka allergisk hudreaktion. EUH208 Innehåller isotiazolinoner.']],
  },
  solvent: {
    signalWord: 'Varning',
    pictograms: [
      ['GHS02', 'H226 Brandfarlig vätska och ånga. P210 Får inte utsättas för värme, heta ytor, gnistor, öppen låga.'],
      [
        'GHS07',
        'H336 Kan göra att man blir dåsig eller omtöcknad. P271 Används endast utomhus eller i väl ventilerade utrymmen.',
      ],
      ['GHS09', 'H411 Giftigt för vattenlevande organismer med långtidseffekter. P273 Undvik utsläpp till miljön.'],
    ],
  },
  oil: {
    signalWord: 'Varning',
    pictograms: [['GHS07', 'H317 Kan orsaka allergisk hudreaktion. Trasor indränkta med produkten kan självantända.']],
  },
  foam: {
    signalWord: 'Fara',
    pictograms: [
      ['GHS02', 'H222 Extremt brandfarlig aerosol. H229 Behållare under tryck: Kan sprängas vid uppvärmning.'],
      [
        'GHS07',
        'H315 Irriterar huden. H319 Orsakar allvarlig ögonirritation. H335 Kan orsaka irritation i luftvägarna.',
      ],
      [
        'GHS08',
        'H334 Kan orsaka allergi- eller astmasymtom eller andningssvårigheter vid inandning. H351 Misstänks kunna orsaka cancer.',
      ],
    ],
  },
  cement: {
    signalWord: 'Fara',
    pictograms: [
      ['GHS05', 'H318 Orsakar allvarliga ögonskador. P280 Använd skyddshandskar och ögonskydd.'],
      [
        'GHS07',
        'H315 Irriterar huden. H317 Kan orsaka allergisk hudreaktion. H335 Kan orsaka irritation i luftvägarna.',
      ],
    ],
  },
  glue: {
    signalWord: 'Fara',
    pictograms: [
      ['GHS02', 'H225 Mycket brandfarlig vätska och ånga.'],
      ['GHS07', 'H319 Orsakar allvarlig ögonirritation. H336 Kan göra att man blir dåsig eller omtöcknad.'],
    ],
  },
  gas: {
    signalWord: 'Fara',
    pictograms: [
      [
        'GHS02',
        'H220 Extremt brandfarlig gas. P377 Läckande gas som brinner: Försök inte släcka branden om läckan inte kan stoppas utan risk.',
      ],
      [
        'GHS04',
        'H280 Innehåller gas under tryck; kan explodera vid uppvärmning. P410+P403 Skyddas från solljus. Förvaras på väl ventilerad plats.',
      ],
    ],
  },
  acid: {
    signalWord: 'Fara',
    pictograms: [['GHS05', 'H314 Orsakar allvarliga frätskador på hud och ögon.']],
  },
}

/** The stand-in addresses of a product family's pictures (seed/media.ts): its goods, and a scene of them in use. */
export function productPictureUrls(topSlug: string): [string, string] {
  return [`/placeholder/category/${topSlug}.svg`, `/placeholder/hero/gallery-${topSlug}.svg`]
}

/** The stand-in addresses of every GHS pictogram the catalog uses. */
export const PICTOGRAM_URLS = (): string[] => Object.keys(GHS).map((code) => `/placeholder/ghs/${code}.svg`)

function warningsFor(hazard: Hazard | undefined): WarningJSON[] {
  if (!hazard) return []
  const { signalWord, pictograms } = HAZARDS[hazard]
  return pictograms.map(([code, detailedDescription]) => ({
    code,
    description: GHS[code] ?? code,
    signalWord,
    assetUrl: `/placeholder/ghs/${code}.svg`,
    detailedDescription,
  }))
}

const RELATION_LABELS: Record<RelationJSON['kind'], string> = {
  upper: 'Liknande produkter',
  spareParts: 'Reservdelar',
  complementary: 'Passar bra ihop med',
  accessories: 'Tillbehör',
}

/** How many variants a product gets: mostly few, sometimes many (mean ≈ 2.8). */
const VARIANT_COUNT_BUCKETS: Array<{ weight: number; min: number; max: number }> = [
  { weight: 30, min: 1, max: 1 },
  { weight: 25, min: 2, max: 2 },
  { weight: 20, min: 3, max: 3 },
  { weight: 20, min: 4, max: 6 },
  { weight: 5, min: 7, max: 10 },
]

function cartesian(axes: Axis[]): number[][] {
  return axes.reduce<number[][]>(
    (combos, axis) => combos.flatMap((combo) => axis.values.map((_, i) => [...combo, i])),
    [[]],
  )
}

const compareCombos = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d) return d
  }
  return 0
}

// ---------------------------------------------------------------------------------------------
// Generator

interface LeafRuntime {
  node: CategoryNode
  spec: LeafSpec
  crumbs: BreadcrumbJSON[]
  /** Active article numbers generated so far (for replacements and relations), capped. */
  pool: string[]
}

/** Article numbers collected while generating, for campaigns and ranges. */
export interface CatalogPools {
  /** Active articles per top category slug (capped). */
  byTopCategory: Map<string, string[]>
  /** Articles with a campaign price. */
  campaign: string[]
}

const POOL_CAP = 200

export class CatalogGenerator {
  readonly categories: CategoryNode[]
  readonly pools: CatalogPools = { byTopCategory: new Map(), campaign: [] }
  private readonly leaves: LeafRuntime[]
  private readonly leafByName = new Map<string, LeafRuntime>()
  private readonly makerCodes = new Map<string, number>()
  private readonly makerItemCounters = new Map<string, number>()

  constructor(private readonly options: CatalogOptions) {
    this.categories = buildCategoryNodes()
    const byPath = new Map(this.categories.map((n) => [n.path, n]))
    this.leaves = this.categories
      .filter((n): n is CategoryNode & { leaf: LeafSpec } => Boolean(n.leaf))
      .map((node) => {
        const crumbs: BreadcrumbJSON[] = []
        let current: CategoryNode | undefined = node
        while (current) {
          crumbs.unshift({ name: current.name, slug: current.slug, path: current.path })
          current = current.parentPath ? byPath.get(current.parentPath) : undefined
        }
        return { node, spec: node.leaf, crumbs, pool: [] }
      })
    for (const leaf of this.leaves) this.leafByName.set(leaf.spec.name, leaf)
    // Company codes for EANs: one per maker, stable because the tree is static.
    const makers = [...new Set(this.leaves.flatMap((l) => l.spec.makers))].sort()
    for (const [index, maker] of makers.entries()) this.makerCodes.set(maker, 1000 + index)
  }

  private nextEan(maker: string): string {
    const item = (this.makerItemCounters.get(maker) ?? 0) + 1
    this.makerItemCounters.set(maker, item)
    return makeEan13(this.makerCodes.get(maker) ?? 9999, item)
  }

  /** Yields products until exactly `options.variants` variants have been produced. */
  *products(): Generator<GeneratedProduct> {
    const { options } = this
    const rng = new Random(options.seed)
    const weights = this.leaves.map((l) => l.spec.weight ?? 1)
    const allStores = Object.entries(options.storesByBrand)
    let remaining = options.variants
    let productIndex = 0
    let articleCounter = 1_000_000

    while (remaining > 0) {
      const leaf = this.leaves[rng.weightedIndex(weights)] as LeafRuntime
      const spec = leaf.spec
      const maker = rng.pick(spec.makers)
      const series = spec.series ? rng.pick(spec.series) : ''
      const choices: Record<string, string> = {}
      for (const [key, values] of Object.entries(spec.choose ?? {})) choices[key] = rng.pick(values)
      const extra: Record<string, string> = {}
      for (const [key, values] of Object.entries(spec.attrs ?? {})) extra[key] = rng.pick(values)
      const name = fill(rng.pick(spec.names), { maker, series, ...choices })
      const productId = String(100_000 + productIndex)
      productIndex += 1
      const popularity = rng.next()
      const productFactor = rng.float(0.85, 1.3)

      const combos = cartesian(spec.axes)
      const bucket = VARIANT_COUNT_BUCKETS[rng.weightedIndex(VARIANT_COUNT_BUCKETS.map((b) => b.weight))] ?? {
        weight: 1,
        min: 1,
        max: 1,
      }
      const wanted = Math.min(rng.int(bucket.min, bucket.max), combos.length, remaining)
      const chosen = rng.sample(combos, wanted).sort(compareCombos)
      remaining -= chosen.length

      // Relations are per product: other articles of the same leaf and of related leaves.
      const relations: RelationJSON[] = []
      const upper = rng.sample(leaf.pool, 4)
      if (upper.length) relations.push({ kind: 'upper', label: RELATION_LABELS.upper, articleNumbers: upper })
      for (const kind of ['accessories', 'spareParts', 'complementary'] as const) {
        const sources = (spec.related?.[kind] ?? []).flatMap((n) => this.leafByName.get(n)?.pool ?? [])
        const picked = rng.sample(sources, 4)
        if (picked.length) relations.push({ kind, label: RELATION_LABELS[kind], articleNumbers: picked })
      }

      const express = Boolean(spec.express) && rng.chance(0.85)
      const isNew = rng.chance(0.05)
      const eco = rng.chance(0.1)
      const warnings = warningsFor(spec.hazard)
      const topSlug = leaf.crumbs[0]?.slug ?? ''
      const variants: GeneratedVariant[] = []

      chosen.forEach((combo, sortOrder) => {
        articleCounter += rng.int(1, 9)
        const articleNumber = String(articleCounter)
        const axisValues = combo.map((valueIndex, axisIndex) => spec.axes[axisIndex]?.values[valueIndex] ?? '')
        const visibleValues = axisValues.filter((_, axisIndex) => !spec.axes[axisIndex]?.hidden)
        const variantName = [name, ...visibleValues].join(' ')

        // Price per sales unit.
        let price = spec.price * productFactor
        combo.forEach((valueIndex, axisIndex) => {
          price *= axisFactor(spec.axes[axisIndex] as Axis, valueIndex)
        })
        const salesPrice = roundPrice(price)
        const unit = unitFor(spec.unit, spec.axes, combo)
        const alloyingPrice = spec.alloy ? round2(salesPrice * rng.float(0.02, 0.08)) : 0
        const onCampaign = rng.chance(0.02)
        const campaignPrice = onCampaign ? roundPrice(salesPrice * rng.pick([0.7, 0.75, 0.8, 0.85])) : null
        const brackets: BracketJSON[] | null =
          !onCampaign && salesPrice < 600 && rng.chance(0.2)
            ? [
                { minQuantity: 10, netPrice: round2(salesPrice * 0.95) },
                { minQuantity: 50, netPrice: round2(salesPrice * 0.9) },
                { minQuantity: 200, netPrice: round2(salesPrice * 0.85) },
              ]
            : null
        const listSales = campaignPrice ?? salesPrice
        const prices: PriceRow[] = [
          {
            customerId: null,
            netPrice: listSales,
            salesPrice: listSales,
            salesPriceIncludingVat: round2(listSales * (1 + VAT_RATE)),
            salesPriceUnit: unit.unit,
            alloyingPrice,
            preCampaignPrice: campaignPrice === null ? null : salesPrice,
            priceType: campaignPrice === null ? 'LIST' : 'CAMPAIGN',
            discounts:
              campaignPrice === null
                ? []
                : [
                    {
                      amount: round2(salesPrice - campaignPrice),
                      name: 'Kampanj',
                      percentage: Math.round((1 - campaignPrice / salesPrice) * 100),
                      type: 'CAMPAIGN',
                    },
                  ],
            brackets,
          },
        ]
        for (const customerId of options.customerIds) {
          if (!rng.chance(0.06)) continue
          const percentage = rng.int(5, 35)
          const netPrice = round2(listSales * (1 - percentage / 100))
          prices.push({
            customerId,
            netPrice,
            salesPrice: listSales,
            salesPriceIncludingVat: round2(listSales * (1 + VAT_RATE)),
            salesPriceUnit: unit.unit,
            alloyingPrice,
            preCampaignPrice: null,
            priceType: 'CUSTOMER',
            discounts: [{ amount: round2(listSales - netPrice), name: 'Kundrabatt', percentage, type: 'CUSTOMER' }],
            brackets: null,
          })
        }

        // Discontinued: replaced by an active sibling, or by an earlier article of the same leaf.
        let discontinued = false
        let replacementArticleNumber: string | null = null
        if (rng.chance(0.035)) {
          const sibling = variants.find((v) => !v.discontinued)
          const fromLeaf = leaf.pool.length ? rng.pick(leaf.pool) : null
          replacementArticleNumber = sibling?.articleNumber ?? fromLeaf
          discontinued = replacementArticleNumber !== null
        }

        // Stock: central warehouse always; stores where the brand carries the product.
        const orderMultiple = spec.orderMultiple ?? 1
        const stock: StockRow[] = []
        const centralType: StockType =
          rng.weightedIndex([85, 5, 5, 5]) === 0 ? 'LAG' : rng.pick(['TRA', 'TRA_PLUS', 'VIR'] as const)
        stock.push(this.stockRow(rng, options.centralWarehouseId, centralType, orderMultiple, discontinued, true))
        for (const [, storeIds] of allStores) {
          if (!rng.chance(0.1 + 0.6 * popularity)) continue
          for (const storeId of storeIds) {
            if (!rng.chance(0.3 + 0.5 * popularity)) continue
            if (discontinued && rng.chance(0.7)) continue
            const type: StockType = rng.weightedIndex([92, 6, 2]) === 0 ? 'LAG' : rng.chance(0.75) ? 'TRA' : 'TRA_PLUS'
            stock.push(this.stockRow(rng, storeId, type, orderMultiple, discontinued, false))
          }
        }

        const attributes: AttributeJSON[] = [
          ...spec.axes.map((axis, i) => ({ attributeName: axis.name, attributeValue: axisValues[i] ?? '' })),
          ...Object.entries(choices).map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
          ...Object.entries(extra).map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
          { attributeName: 'Tillverkare', attributeValue: maker },
        ]
        if (rng.chance(0.75))
          attributes.push({ attributeName: 'SSG', attributeValue: String(rng.int(1_000_000, 9_999_999)) })
        if (eco)
          attributes.push({
            attributeName: 'Miljömärkning',
            attributeValue: rng.pick(['Svanen', 'Byggvarubedömningen', 'Sunda Hus']),
          })

        // Stand-ins for the family's pictures, swapped for the uploads before the rows are written.
        const [primaryPicture, galleryPicture] = productPictureUrls(topSlug)
        const images: ImageJSON[] = [
          {
            assetLabel: variantName,
            assetMimeType: 'image/jpeg',
            assetType: 'PRIMARY',
            assetUrl: primaryPicture,
          },
        ]
        if (rng.chance(0.3)) {
          images.push({
            assetLabel: `${variantName} – miljöbild`,
            assetMimeType: 'image/jpeg',
            assetType: 'GALLERY',
            assetUrl: galleryPicture,
          })
        }

        const filterTags: string[] = []
        if (express && !spec.onlyStore) filterTags.push('express-delivery')
        if (isNew) filterTags.push('nyhet')
        if (eco) filterTags.push('miljomarkt')
        if (campaignPrice !== null) filterTags.push('kampanj')

        variants.push({
          articleNumber,
          name: variantName,
          variantSlug: `${slugify(variantName)}-${articleNumber}`,
          ean: this.nextEan(maker),
          sortOrder,
          discontinued,
          replacementArticleNumber,
          askForPrice: salesPrice > 2000 && rng.chance(0.03),
          filterTags,
          stockedAt: stock.filter((s) => s.stocked).map((s) => s.locationId),
          purchaseConstraints: {
            onlyStore: Boolean(spec.onlyStore) || rng.chance(0.005),
            mustBeInStockedAt: Boolean(spec.mustBeInStockedAt),
            orderMultiple,
          },
          webSalesUnit: unit,
          brands: [maker],
          images,
          attributes,
          warnings,
          relations,
          prices,
          stock,
        })
        if (campaignPrice !== null && this.pools.campaign.length < 2000) this.pools.campaign.push(articleNumber)
      })

      // Register the new active articles for later products' relations and replacements.
      for (const v of variants) {
        if (v.discontinued) continue
        if (leaf.pool.length < POOL_CAP) leaf.pool.push(v.articleNumber)
        const top = this.pools.byTopCategory.get(topSlug) ?? []
        if (top.length < POOL_CAP) top.push(v.articleNumber)
        this.pools.byTopCategory.set(topSlug, top)
      }

      const description = [...spec.text.map((t) => fill(t, { name, maker })), `Tillverkare: ${maker}.`].join(' ')

      yield {
        productId,
        name,
        slug: `${slugify(name)}-${productId}`,
        description,
        brandName: maker,
        categoryPath: leaf.node.path,
        categoryPaths: [leaf.node.path],
        breadcrumbParents: leaf.crumbs,
        variants,
      }
    }
  }

  private stockRow(
    rng: Random,
    locationId: string,
    stockType: StockType,
    orderMultiple: number,
    discontinued: boolean,
    central: boolean,
  ): StockRow {
    const day = 24 * 60 * 60 * 1000
    const inDays = (days: number) => new Date(this.options.now.getTime() + days * day).toISOString().slice(0, 10)
    switch (stockType) {
      case 'LAG': {
        const empty = rng.chance(discontinued ? 0.4 : 0.08)
        const max = discontinued ? 15 : central ? 600 : 120
        const quantity = empty ? 0 : Math.max(1, Math.round(rng.int(1, max) / orderMultiple) * orderMultiple)
        return {
          locationId,
          stockType,
          quantity,
          orderMultiple,
          stocked: true,
          availableFromDays: central ? 1 : 0,
          availableToDays: central ? 3 : 0,
          availabilityDate: null,
        }
      }
      case 'TRA': {
        const from = rng.int(2, 5)
        return {
          locationId,
          stockType,
          quantity: rng.int(5, 80),
          orderMultiple,
          stocked: true,
          availableFromDays: from,
          availableToDays: from + rng.int(1, 3),
          availabilityDate: inDays(from),
        }
      }
      case 'TRA_PLUS':
        return {
          locationId,
          stockType,
          quantity: rng.int(5, 60),
          orderMultiple,
          stocked: true,
          availableFromDays: 10,
          availableToDays: 15,
          availabilityDate: inDays(10),
        }
      default:
        return {
          locationId,
          stockType,
          quantity: 0,
          orderMultiple,
          stocked: false,
          availableFromDays: 5,
          availableToDays: 10,
          availabilityDate: null,
        }
    }
  }
}
