import { t } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import {
  ALAND_POSTAL_CODES,
  addressDisplay,
  canChangeAddress,
  isAlandPostalCode,
  isSwedishPostalCode,
  normalisePostalCode,
} from './address'
import { addressFormSchema } from './address-form'
import { swedishPostalCodeSchema } from './postal-code-schema'

const schema = addressFormSchema((key, params) => t(key, params))

const valid = {
  label: 'Bygget i Holmsund',
  recipientName: 'Arbetsledare Lena',
  address1: 'Hamngatan 12',
  address2: 'Grind 3',
  address3: '',
  postalCode: '913 31',
  postalAddress: 'Holmsund',
  countryCode: 'SE',
}

/** The field → message pairs of a failed parse. */
function problems(input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('Åland postcodes', () => {
  it('holds the published list: distinct five-digit codes of the 22xxx series', () => {
    expect(new Set(ALAND_POSTAL_CODES).size).toBe(ALAND_POSTAL_CODES.length)
    // 36 in the spec, 37 in the published dataset (see the comment at ALAND_POSTAL_CODES).
    expect(ALAND_POSTAL_CODES).toHaveLength(37)
    for (const code of ALAND_POSTAL_CODES) expect(code).toMatch(/^22\d{3}$/)
  })

  it.each(ALAND_POSTAL_CODES)('accepts %s with country AX', (code) => {
    expect(normalisePostalCode('AX', code)).toEqual({ ok: true, value: code })
    expect(isAlandPostalCode(code)).toBe(true)
    expect(schema.parse({ ...valid, countryCode: 'AX', postalCode: code, postalAddress: 'Mariehamn' }).postalCode).toBe(
      code,
    )
  })

  it('forgives spaces and an AX- prefix, and writes the code as five digits', () => {
    expect(normalisePostalCode('AX', '22 100')).toEqual({ ok: true, value: '22100' })
    expect(normalisePostalCode('AX', ' AX-22710 ')).toEqual({ ok: true, value: '22710' })
    expect(normalisePostalCode('AX', 'ax 22150')).toEqual({ ok: true, value: '22150' })
  })

  it('refuses codes that are not Åland codes with country AX, with a Swedish message', () => {
    for (const code of ['22200', '22999', '22000', '11122', '913 31', '2210', '221000', 'AX-1234', 'abcde']) {
      expect(normalisePostalCode('AX', code), code).toEqual({ ok: false, problem: 'postal_code_ax' })
      expect(problems({ ...valid, countryCode: 'AX', postalCode: code })).toEqual({
        postalCode: t('addresses.errors.postal_code_ax'),
      })
    }
  })
})

describe('Swedish postcodes', () => {
  it.each([
    ['11122', '111 22'],
    ['111 22', '111 22'],
    [' 111  22 ', '111 22'],
    ['SE-111 22', '111 22'],
    ['98499', '984 99'],
    ['22100', '221 00'],
  ])('accepts %j as %j', (raw, written) => {
    expect(normalisePostalCode('SE', raw)).toEqual({ ok: true, value: written })
  })

  it.each(['1234', '123456', '12 3 4', '012 34', 'abc de', '123-45', '12345a'])('refuses %j', (raw) => {
    expect(normalisePostalCode('SE', raw)).toEqual({ ok: false, problem: 'postal_code_se' })
  })

  it('asks for a postcode when none is given', () => {
    expect(normalisePostalCode('SE', '   ')).toEqual({ ok: false, problem: 'postal_code_required' })
    expect(problems({ ...valid, postalCode: '' })).toEqual({ postalCode: t('addresses.errors.postal_code_required') })
  })
})

describe('the address form', () => {
  it('trims text, normalises the postcode and turns empty optional lines into null', () => {
    expect(schema.parse({ ...valid, label: '  Bygget  ', postalCode: '91331' })).toEqual({
      label: 'Bygget',
      recipientName: 'Arbetsledare Lena',
      address1: 'Hamngatan 12',
      address2: 'Grind 3',
      address3: null,
      postalCode: '913 31',
      postalAddress: 'Holmsund',
      countryCode: 'SE',
    })
    const { address2: _two, address3: _three, ...without } = valid
    expect(schema.parse(without)).toMatchObject({ address2: null, address3: null })
  })

  it('names every missing required field in Swedish, the postcode included', () => {
    expect(problems({ countryCode: 'SE', postalCode: '1' })).toEqual({
      label: t('addresses.errors.label_required'),
      recipientName: t('addresses.errors.recipient_required'),
      address1: t('addresses.errors.street_required'),
      postalAddress: t('addresses.errors.postal_address_required'),
      postalCode: t('addresses.errors.postal_code_se'),
    })
    expect(problems({ ...valid, label: '   ', recipientName: '' })).toEqual({
      label: t('addresses.errors.label_required'),
      recipientName: t('addresses.errors.recipient_required'),
    })
  })

  it('offers only Sweden and Åland', () => {
    expect(problems({ ...valid, countryCode: 'FI' })).toEqual({ countryCode: t('addresses.errors.country') })
    expect(problems({ ...valid, countryCode: undefined })).toEqual({ countryCode: t('addresses.errors.country') })
  })

  it('limits lengths', () => {
    expect(problems({ ...valid, address2: 'x'.repeat(81) })).toEqual({
      address2: t('addresses.errors.too_long', { max: 80 }),
    })
  })

  it('drops fields the form does not own, so a client cannot set them', () => {
    const parsed = schema.parse({ ...valid, readOnly: false, customer: 99, addressId: 'A1', preselected: true })
    expect(parsed).not.toHaveProperty('readOnly')
    expect(parsed).not.toHaveProperty('customer')
    expect(parsed).not.toHaveProperty('addressId')
    expect(parsed).not.toHaveProperty('preselected')
  })

  it('refuses non-text values without throwing', () => {
    expect(Object.keys(problems({ ...valid, label: 42, address2: 7 }))).toEqual(['label', 'address2'])
    expect(schema.safeParse(null).success).toBe(false)
    expect(schema.safeParse('adress').success).toBe(false)
  })
})

describe('showing an address', () => {
  it("shows 'Mottagarnamn saknas' for an empty recipient and 'Adress saknas' for an empty second line", () => {
    const shown = addressDisplay({
      recipientName: '  ',
      address2: null,
      postalCode: '913 31',
      postalAddress: 'Holmsund',
    })
    expect(shown.recipientName).toEqual({ missing: true, key: 'addresses.recipient_missing' })
    expect(shown.address2).toEqual({ missing: true, key: 'addresses.street_two_missing' })
    expect(t('addresses.recipient_missing')).toBe('Mottagarnamn saknas')
    expect(t('addresses.street_two_missing')).toBe('Adress saknas')
    expect(shown.postalLine).toBe('913 31 Holmsund')
  })

  it('shows the values when they are there', () => {
    const shown = addressDisplay({ recipientName: 'Lena', address2: 'Grind 3' })
    expect(shown.recipientName).toEqual({ missing: false, text: 'Lena' })
    expect(shown.address2).toEqual({ missing: false, text: 'Grind 3' })
  })

  it('never lets a read-only address be changed or deleted', () => {
    expect(canChangeAddress({ readOnly: true })).toBe(false)
    expect(canChangeAddress({ readOnly: false })).toBe(true)
    expect(canChangeAddress({ readOnly: null })).toBe(true)
  })
})

describe('the Swedish postcode rule of checkout, the delivery form and GET /locations', () => {
  it('takes five digits, with or without the space, and forgives stray spaces and SE-', () => {
    for (const raw of ['90132', '901 32', ' 901 32 ', '9 0 1 3 2', 'SE-90132', 'se 901 32']) {
      expect(isSwedishPostalCode(raw), raw).toBe(true)
    }
  })

  it('refuses other lengths, letters, and codes starting with 0 (no Swedish postcode does)', () => {
    for (const raw of ['', '9013', '901323', '9013A', '01234', 'AX-22100', '901-32']) {
      expect(isSwedishPostalCode(raw), raw).toBe(false)
    }
  })

  it('as a zod field: refused with the given message, accepted as written NNN NN', () => {
    const schema = swedishPostalCodeSchema('Ange postnumret med fem siffror.')
    expect(schema.parse('90132')).toBe('901 32')
    expect(schema.parse(' 901 32')).toBe('901 32')
    const refused = schema.safeParse('1234')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Ange postnumret med fem siffror.')
    expect(schema.safeParse(12345).success).toBe(false)
  })
})
