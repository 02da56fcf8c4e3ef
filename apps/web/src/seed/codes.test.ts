import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, luhnCheckDigit, makeEan13, makeOrganizationNumber, slugify } from './codes'

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    // Published examples: 4006381333931 (GS1 example), 5901234123457, 7310865004703 shape (73 = Sweden).
    expect(ean13CheckDigit('400638133393')).toBe(1)
    expect(ean13CheckDigit('590123412345')).toBe(7)
    expect(ean13CheckDigit('000000000000')).toBe(0)
  })

  it('accepts valid codes and rejects a wrong check digit or length', () => {
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('5901234123457')).toBe(true)
    expect(isValidEan13('4006381333932')).toBe(false)
    expect(isValidEan13('400638133393')).toBe(false)
    expect(isValidEan13('40063813339310')).toBe(false)
    expect(isValidEan13('40063813339a1')).toBe(false)
  })

  it('makes Swedish (73) EANs whose check digit is valid', () => {
    for (let company = 1000; company < 1010; company += 1) {
      for (const item of [1, 2, 99, 12345, 999999]) {
        const ean = makeEan13(company, item)
        expect(ean).toMatch(/^73\d{11}$/)
        expect(isValidEan13(ean)).toBe(true)
      }
    }
    expect(() => makeEan13(1000, 1_000_000)).toThrow()
  })
})

describe('organisation numbers', () => {
  it('end with a Luhn check digit', () => {
    // Luhn over the first nine digits gives the tenth (e.g. 556036-0793 → 3).
    expect(luhnCheckDigit('556036079')).toBe(3)
    for (const serial of [0, 1, 4711, 123456]) {
      const number = makeOrganizationNumber(serial)
      expect(number).toMatch(/^556\d{3}-\d{4}$/)
      const digits = number.replace('-', '')
      expect(luhnCheckDigit(digits.slice(0, 9))).toBe(Number(digits[9]))
    }
  })
})

describe('slugify', () => {
  it('handles Swedish letters, ampersands and decimal commas', () => {
    expect(slugify('Trä & skivor')).toBe('tra-och-skivor')
    expect(slugify('Regel C24 45x95 mm 3,6 m')).toBe('regel-c24-45x95-mm-3-6-m')
    expect(slugify('Färg – Östersund')).toBe('farg-ostersund')
    expect(slugify('Golvunderlag 10 m²')).toBe('golvunderlag-10-m2')
  })
})
