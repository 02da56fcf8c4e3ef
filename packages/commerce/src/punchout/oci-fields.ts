import type { OciCompanyRule, PunchoutConfig } from '@shop/schemas'
import { fail, ok, type Result } from '../result'

/**
 * The cart as an OCI form (spec section 3, "Punch-out order export item"): one set of NEW_ITEM fields
 * per line, numbered from 1 as OCI counts. What a company does differently is its rule in the brand's
 * punch-out config, never a branch here.
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

export type OciFields = Array<[name: string, value: string]>

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

/** OCI amounts are written with a decimal point and two decimals. */
const amount = (value: number) => value.toFixed(2)

/**
 * The NEW_ITEM fields for `lines` as company `company` gets them. A line without a price blocks the
 * whole transfer (spec: the export error `price`), naming the lines, so nothing half-priced reaches
 * the procurement system.
 */
export function ociFields(
  lines: readonly OciLine[],
  config: PunchoutConfig,
  company: string | null | undefined,
): Result<OciFields> {
  const unpriced = lines.filter((line) => line.netPrice === null).map((line) => line.articleNumber)
  if (unpriced.length) {
    return fail('refused', 'errors.punchout.export_price', { details: { error: 'price', articleNumbers: unpriced } })
  }
  const rule = companyRule(config, company)
  const fields: OciFields = []
  for (const [index, line] of lines.entries()) {
    const n = index + 1
    const unit = (line.salesPriceUnit ?? '').toUpperCase()
    const set = (field: string, value: string) => fields.push([`NEW_ITEM-${field}[${n}]`, value])
    set('DESCRIPTION', line.name)
    set('VENDORMAT', line.articleNumber)
    set('QUANTITY', String(line.quantity))
    set('CURRENCY', 'SEK')
    set('PRICEUNIT', '1')
    set('PRICE', amount(line.netPrice ?? 0))
    set('EXT_PRODUCT_ID', line.ssg ?? '')
    set('LEADTIME', String(line.leadTimeDays ?? config.oci.leadTimeDays))
    set('UNIT', rule?.units?.[unit] ?? unit)
    set('CUST_FIELD1', rule?.customField1 ?? config.oci.customField1)
    set('MATGROUP', materialGroup(config, rule, line))
    set('CUST_FIELD3', '')
  }
  return ok(fields)
}

/**
 * The whole form posted to the procurement system's HOOK_URL: OCI's ~OkCode, ~TARGET and ~CALLER
 * (the catalog answering) first, then the lines' fields.
 */
export function ociTransferForm(fields: OciFields, entry: { okCode: string; target: string }): OciFields {
  return [['~OkCode', entry.okCode], ['~TARGET', entry.target], ['~CALLER', 'CTLG'], ...fields]
}
