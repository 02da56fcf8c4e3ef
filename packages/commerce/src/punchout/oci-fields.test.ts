import { punchoutConfigSchema } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import type { OciLine } from './export-items'
import { ociFields, ociTransferForm } from './oci-fields'

// The three company rules of spec section 3 as a brand's config states them, beside a plain company.
const config = punchoutConfigSchema.parse({
  oci: {
    companies: [
      { company: 'Västkustens Entreprenad', units: { STK: 'ST' } },
      { company: 'Norrlands Fastigheter', customField1: '' },
      { company: 'Mälardalens Bygg', materialGroup: { from: 'lastBreadcrumbParent' } },
    ],
  },
})

const screws: OciLine = {
  articleNumber: '100234',
  name: 'Träskruv 4,2x55 200 st',
  quantity: 3,
  netPrice: 189.5,
  salesPriceUnit: 'stk',
  ssg: '12345',
  leadTimeDays: 4,
  breadcrumbParents: ['Järnhandel', 'Skruv', 'Träskruv'],
}
const boards: OciLine = {
  articleNumber: '200345',
  name: 'Konstruktionsvirke 45x95',
  quantity: 12,
  netPrice: 0,
  salesPriceUnit: 'm',
  ssg: null,
  leadTimeDays: null,
  breadcrumbParents: [],
}

const fieldsFor = (company: string | null, lines: OciLine[] = [screws, boards]) => {
  const result = ociFields(lines, config, company)
  if (!result.ok) throw new Error(result.failure.error)
  return Object.fromEntries(result.value)
}

describe('the OCI export of a cart', () => {
  it('writes every field of each line, numbered from 1, with the defaults of spec section 9', () => {
    expect(fieldsFor('Kalmarsunds Husbyggare')).toEqual({
      'NEW_ITEM-DESCRIPTION[1]': 'Träskruv 4,2x55 200 st',
      'NEW_ITEM-VENDORMAT[1]': '100234',
      'NEW_ITEM-QUANTITY[1]': '3',
      'NEW_ITEM-CURRENCY[1]': 'SEK',
      'NEW_ITEM-PRICEUNIT[1]': '1',
      'NEW_ITEM-PRICE[1]': '189.50',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': '12345',
      'NEW_ITEM-LEADTIME[1]': '4',
      'NEW_ITEM-UNIT[1]': 'STK',
      'NEW_ITEM-CUST_FIELD1[1]': '40000000',
      'NEW_ITEM-MATGROUP[1]': '40000000',
      'NEW_ITEM-CUST_FIELD3[1]': '',
      'NEW_ITEM-DESCRIPTION[2]': 'Konstruktionsvirke 45x95',
      'NEW_ITEM-VENDORMAT[2]': '200345',
      'NEW_ITEM-QUANTITY[2]': '12',
      'NEW_ITEM-CURRENCY[2]': 'SEK',
      'NEW_ITEM-PRICEUNIT[2]': '1',
      'NEW_ITEM-PRICE[2]': '0.00',
      'NEW_ITEM-EXT_PRODUCT_ID[2]': '',
      'NEW_ITEM-LEADTIME[2]': '1',
      'NEW_ITEM-UNIT[2]': 'M',
      'NEW_ITEM-CUST_FIELD1[2]': '40000000',
      'NEW_ITEM-MATGROUP[2]': '40000000',
      'NEW_ITEM-CUST_FIELD3[2]': '',
    })
  })

  it('renames STK to ST for the company whose rule says so, and only units the rule names', () => {
    const fields = fieldsFor('Västkustens Entreprenad')
    expect(fields['NEW_ITEM-UNIT[1]']).toBe('ST')
    expect(fields['NEW_ITEM-UNIT[2]']).toBe('M')
    // The company as the procurement system spells it: case and surrounding spaces do not matter.
    expect(fieldsFor('  västkustens entreprenad ')['NEW_ITEM-UNIT[1]']).toBe('ST')
  })

  it('leaves custom field 1 empty for the company whose rule says so', () => {
    const fields = fieldsFor('Norrlands Fastigheter')
    expect(fields['NEW_ITEM-CUST_FIELD1[1]']).toBe('')
    expect(fields['NEW_ITEM-MATGROUP[1]']).toBe('40000000')
    expect(fields['NEW_ITEM-UNIT[1]']).toBe('STK')
  })

  it('takes the material group from the last breadcrumb parent for the third company, else the default', () => {
    const fields = fieldsFor('Mälardalens Bygg')
    expect(fields['NEW_ITEM-MATGROUP[1]']).toBe('Träskruv')
    expect(fields['NEW_ITEM-MATGROUP[2]']).toBe('40000000')
    expect(fields['NEW_ITEM-CUST_FIELD1[1]']).toBe('40000000')
  })

  it('blocks the whole transfer when a line has no price, naming the lines (the export error `price`)', () => {
    const unpriced = { ...boards, netPrice: null }
    expect(ociFields([screws, unpriced], config, null)).toEqual({
      ok: false,
      failure: {
        kind: 'refused',
        error: 'errors.punchout.export_price',
        details: { error: 'price', articleNumbers: ['200345'] },
      },
    })
  })
})

describe('the transfer form', () => {
  it("starts with OCI's ~OkCode, ~TARGET and ~CALLER, then the lines", () => {
    const result = ociFields([screws], config, null)
    if (!result.ok) throw new Error(result.failure.error)
    const form = ociTransferForm(result.value, { okCode: 'ADDI', target: '_parent' })
    expect(form.slice(0, 4)).toEqual([
      ['~OkCode', 'ADDI'],
      ['~TARGET', '_parent'],
      ['~CALLER', 'CTLG'],
      ['NEW_ITEM-DESCRIPTION[1]', 'Träskruv 4,2x55 200 st'],
    ])
    expect(form).toHaveLength(3 + 12)
  })
})

describe('the punch-out config', () => {
  const issuesOf = (raw: unknown) => {
    const parsed = punchoutConfigSchema.safeParse(raw)
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
  }

  it('names the field of a broken company rule', () => {
    expect(issuesOf({ oci: { companies: [{ company: 'A', units: { stk: 'ST' } }] } })).toEqual([
      'oci.companies.0.units.stk',
    ])
    expect(issuesOf({ oci: { companies: [{ company: 'A', materialGroup: { from: 'breadcrumb' } }] } })).toEqual([
      'oci.companies.0.materialGroup',
    ])
    expect(issuesOf({ oci: { companies: [{ company: 'A', customField2: 'x' }] } })).toEqual(['oci.companies.0'])
    expect(issuesOf({ oci: { companies: [{ company: 'A' }, { company: ' a ' }] } })).toEqual([
      'oci.companies.1.company',
    ])
  })

  it('fills the defaults of spec section 9', () => {
    expect(punchoutConfigSchema.parse({ oci: {} })).toEqual({
      oci: { customField1: '40000000', materialGroup: '40000000', leadTimeDays: 1, companies: [] },
    })
  })
})
