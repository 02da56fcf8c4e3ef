import type { OciCompanyRule, PunchoutConfig } from '@shop/schemas'
import { fail, ok, type Result } from '../result'

/**
 * The cart as the punch-out export sees it (spec section 3, "Punch-out order export item"), before any
 * wire format: OCI renders these items as NEW_ITEM fields (oci-fields.ts) and cXML as ItemIn elements
 * (cxml-build.ts), so each mapping rule is written here once. What a company does differently is its
 * rule in the brand's punch-out config, never a branch here.
 */

/** What a cart line gives the export. */
export interface OciLine {
  articleNumber: string
  name: string
  quantity: number
  /** The shopper's net price; null when the line has none (the spec's export error `price`). */
  netPrice: number | null
  /** The price's sales unit (st, stk, m2…). */
  salesPriceUnit: string | null
  /** The product attribute SSG. */
  ssg: string | null
  /** availableToDays of the central warehouse, when it gives one. */
  leadTimeDays: number | null
  /** The product's breadcrumb, root first; the last parent is the one above the product. */
  breadcrumbParents: readonly string[]
}

/** The export's currency: the shop prices in SEK only. */
export const EXPORT_CURRENCY = 'SEK'

/** One line as the procurement system gets it, whatever the format. */
export interface ExportItem {
  description: string
  articleNumber: string
  quantity: number
  currency: typeof EXPORT_CURRENCY
  /** The quantity the price is for; the shop's prices are per one unit. */
  priceUnit: 1
  price: number
  /** The SSG attribute ('' without one). */
  extProductId: string
  leadTimeDays: number
  /** The sales unit upper-cased, then renamed by the company's rule. */
  unit: string
  customField1: string
  materialGroup: string
  /** Spec section 3: always empty. */
  customField3: ''
}

/** The rule of company `company` (as `Bolag` names it), if the config has one. */
export function companyRule(config: PunchoutConfig, company: string | null | undefined): OciCompanyRule | undefined {
  const key = company?.trim().toLowerCase()
  return key ? config.oci.companies.find((rule) => rule.company.toLowerCase() === key) : undefined
}

function materialGroup(config: PunchoutConfig, rule: OciCompanyRule | undefined, line: OciLine): string {
  const source = rule?.materialGroup
  if (source === undefined) return config.oci.materialGroup
  if (typeof source === 'string') return source
  return line.breadcrumbParents.at(-1) ?? config.oci.materialGroup
}

/**
 * The export items for `lines` as company `company` gets them. A line without a price blocks the
 * whole transfer (spec: the export error `price`), naming the lines, so nothing half-priced reaches
 * the procurement system.
 */
export function exportItems(
  lines: readonly OciLine[],
  config: PunchoutConfig,
  company: string | null | undefined,
): Result<ExportItem[]> {
  const unpriced = lines.filter((line) => line.netPrice === null).map((line) => line.articleNumber)
  if (unpriced.length) {
    return fail('refused', 'errors.punchout.export_price', { details: { error: 'price', articleNumbers: unpriced } })
  }
  const rule = companyRule(config, company)
  return ok(
    lines.map((line) => {
      const unit = (line.salesPriceUnit ?? '').toUpperCase()
      return {
        description: line.name,
        articleNumber: line.articleNumber,
        quantity: line.quantity,
        currency: EXPORT_CURRENCY,
        priceUnit: 1,
        price: line.netPrice ?? 0,
        extProductId: line.ssg ?? '',
        leadTimeDays: line.leadTimeDays ?? config.oci.leadTimeDays,
        unit: rule?.units?.[unit] ?? unit,
        customField1: rule?.customField1 ?? config.oci.customField1,
        materialGroup: materialGroup(config, rule, line),
        customField3: '',
      }
    }),
  )
}

/** Export amounts are written with a decimal point and two decimals, in OCI and cXML alike. */
export const exportAmount = (value: number) => value.toFixed(2)
