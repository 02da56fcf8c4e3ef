import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@/browser/test-storage'
import {
  DELIVERY_FORM_KEY,
  type DeliveryEntry,
  emptyEntry,
  entryProblems,
  formProblems,
  loadForm,
  orderDetailsOf,
  saveForm,
  withDefaults,
} from './delivery-form'

const addresses = [
  { addressId: 'A1', validForDelivery: true, postalCode: '903 38', preselected: false },
  { addressId: 'A2', validForDelivery: true, postalCode: '111 22', preselected: true },
  { addressId: 'A3', validForDelivery: false, postalCode: '222 33', preselected: false },
]
const context = { addresses, storeIds: ['101', '102'], openDates: ['2026-11-24', '2026-11-25'] }

const filled = (overrides: Partial<DeliveryEntry> = {}): DeliveryEntry => ({
  ...emptyEntry(),
  addressId: 'A1',
  requestedDeliveryDate: '2026-11-24',
  contactName: 'Anna Bygg',
  contactPhone: '070-123 45 67',
  ...overrides,
})

describe('entryProblems', () => {
  it('accepts a complete home delivery', () => {
    expect(entryProblems('DBI', filled(), context)).toEqual({})
  })

  it('needs a usable address for deliveries to an address', () => {
    expect(entryProblems('DBI', filled({ addressId: null }), context).addressId?.key).toBe(
      'checkout.errors.address_required',
    )
    expect(entryProblems('EXB', filled({ addressId: 'A3' }), context).addressId?.key).toBe(
      'checkout.errors.address_invalid',
    )
  })

  it('needs one of the offered stores for EXH, and no address or contact', () => {
    const pickup = { ...emptyEntry(), requestedDeliveryDate: '2026-11-25' }
    expect(entryProblems('EXH', { ...pickup, warehouseId: '999' }, context)).toEqual({
      warehouseId: { key: 'checkout.errors.store_required' },
    })
    expect(entryProblems('EXH', { ...pickup, warehouseId: '102' }, context)).toEqual({})
  })

  it('needs a five-digit zip code for XXX and 24-12', () => {
    expect(entryProblems('XXX', filled({ zipCode: '9033' }), context).zipCode?.key).toBe('checkout.errors.zip_invalid')
    expect(entryProblems('24-12', filled({ zipCode: '903 38' }), context)).toEqual({})
    expect(entryProblems('DBI', filled({ zipCode: '' }), context)).toEqual({})
  })

  it('checks the zip code with the postcode rule checkout enforces (no Swedish postcode starts with 0)', () => {
    expect(entryProblems('XXX', filled({ zipCode: '01234' }), context).zipCode?.key).toBe('checkout.errors.zip_invalid')
    expect(entryProblems('XXX', filled({ zipCode: ' 90338' }), context)).toEqual({})
  })

  it('asks a delivery to an address for a contact person and phone, with the minimums checkout enforces', () => {
    expect(entryProblems('DBI', filled({ contactName: 'A', contactPhone: '0701' }), context)).toEqual({
      contactName: { key: 'order.minCharacters', params: { min: 2 } },
      contactPhone: { key: 'order.minCharacters', params: { min: 6 } },
    })
    expect(entryProblems('XXX', filled({ zipCode: '903 38', contactName: '' }), context).contactName).toEqual({
      key: 'order.required',
    })
  })

  it('refuses a date that is not among the open days offered', () => {
    expect(
      entryProblems('DBI', filled({ requestedDeliveryDate: '2026-12-25' }), context).requestedDeliveryDate,
    ).toEqual({ key: 'checkout.errors.date_required' })
    expect(entryProblems('DBI', filled(), { ...context, openDates: null })).toEqual({})
  })

  it('checks the text limits of schemas ORDER_TEXT_LIMITS', () => {
    const problems = entryProblems('DBI', filled({ message: 'x'.repeat(251), reference: 'y'.repeat(31) }), context)
    expect(problems.message).toEqual({ key: 'order.maxCharacters', params: { max: 250 } })
    expect(problems.reference).toEqual({ key: 'order.maxCharacters', params: { max: 30 } })
  })

  it('lists only the deliveries with problems', () => {
    const form = { DBI: filled(), EXH: emptyEntry() }
    expect(Object.keys(formProblems(['DBI', 'EXH'], form, context))).toEqual(['EXH'])
  })
})

describe('withDefaults and orderDetailsOf', () => {
  it('preselects the preselected address, its zip code, the preferred store and the earliest date', () => {
    const defaults = { addresses, storeId: '101', cartDate: null, earliestDate: '2026-11-24' }
    expect(withDefaults('XXX', undefined, defaults)).toMatchObject({
      addressId: 'A2',
      zipCode: '111 22',
      requestedDeliveryDate: '2026-11-24',
    })
    expect(withDefaults('EXH', undefined, defaults)).toMatchObject({ addressId: null, warehouseId: '101' })
    expect(withDefaults('DBI', filled({ addressId: 'A1' }), { ...defaults, cartDate: '2026-11-25' })).toMatchObject({
      addressId: 'A1',
      requestedDeliveryDate: '2026-11-24',
    })
  })

  it('sends only what the method uses, texts trimmed and blanks as null', () => {
    expect(orderDetailsOf('EXH', filled({ warehouseId: '101', message: '  Ring först ', reference: ' ' }))).toEqual({
      addressId: null,
      warehouseId: '101',
      zipCode: null,
      requestedDeliveryDate: '2026-11-24',
      message: 'Ring först',
      reference: null,
      contactName: 'Anna Bygg',
      contactPhone: '070-123 45 67',
    })
  })
})

describe('the stored form', () => {
  it('keeps the form of this cart under the spec key and forgets another cart’s', () => {
    const storage = memoryStorage()
    saveForm(storage, 'c1', { DBI: filled() })
    expect(storage.getItem(DELIVERY_FORM_KEY)).toContain('"cartId":"c1"')
    expect(loadForm(storage, 'c1')).toEqual({ DBI: filled() })
    expect(loadForm(storage, 'c2')).toEqual({})
  })

  it('reads corrupt or odd entries as empty instead of failing', () => {
    const storage = memoryStorage()
    storage.setItem(DELIVERY_FORM_KEY, '{nope')
    expect(loadForm(storage, 'c1')).toEqual({})
    storage.setItem(DELIVERY_FORM_KEY, JSON.stringify({ cartId: 'c1', deliveries: { DBI: { addressId: 5 } } }))
    expect(loadForm(storage, 'c1')).toEqual({ DBI: emptyEntry() })
    expect(loadForm(null, 'c1')).toEqual({})
  })

  it('keeps each good field, drops a bad one and ignores what the form never wrote', () => {
    const storage = memoryStorage()
    const deliveries = {
      EXH: { ...filled(), warehouseId: 'x'.repeat(11), requestedDeliveryDate: '2026-13', zipCode: 12345 },
      ZZZ: filled(),
      XXX: 'nej',
    }
    storage.setItem(DELIVERY_FORM_KEY, JSON.stringify({ cartId: 'c1', deliveries }))
    expect(loadForm(storage, 'c1')).toEqual({
      EXH: { ...filled(), warehouseId: null, requestedDeliveryDate: null, zipCode: '' },
      XXX: emptyEntry(),
    })
    storage.setItem(DELIVERY_FORM_KEY, JSON.stringify({ cartId: 'c1', deliveries: [filled()] }))
    expect(loadForm(storage, 'c1')).toEqual({})
  })
})
