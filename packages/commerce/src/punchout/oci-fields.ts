import type { PunchoutConfig } from '@shop/schemas'
import { ok, type Result } from '../result'
import { exportAmount, exportItems, type OciLine } from './export-items'

/**
 * The cart as an OCI form: one set of NEW_ITEM fields per export item (export-items.ts holds the
 * mapping and the company rules), numbered from 1 as OCI counts.
 */

export type OciFields = Array<[name: string, value: string]>

/**
 * The NEW_ITEM fields for `lines` as company `company` gets them, or the export's refusal (a line
 * without a price) unchanged.
 */
export function ociFields(
  lines: readonly OciLine[],
  config: PunchoutConfig,
  company: string | null | undefined,
): Result<OciFields> {
  const items = exportItems(lines, config, company)
  if (!items.ok) return items
  const fields: OciFields = []
  for (const [index, item] of items.value.entries()) {
    const set = (field: string, value: string) => fields.push([`NEW_ITEM-${field}[${index + 1}]`, value])
    set('DESCRIPTION', item.description)
    set('VENDORMAT', item.articleNumber)
    set('QUANTITY', String(item.quantity))
    set('CURRENCY', item.currency)
    set('PRICEUNIT', String(item.priceUnit))
    set('PRICE', exportAmount(item.price))
    set('EXT_PRODUCT_ID', item.extProductId)
    set('LEADTIME', String(item.leadTimeDays))
    set('UNIT', item.unit)
    set('CUST_FIELD1', item.customField1)
    set('MATGROUP', item.materialGroup)
    set('CUST_FIELD3', item.customField3)
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
