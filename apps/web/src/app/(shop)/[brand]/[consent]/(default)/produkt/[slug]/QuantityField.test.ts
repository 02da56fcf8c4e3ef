import { describe, expect, it } from 'vitest'
import { quantityError } from './QuantityField'

describe('quantity field', () => {
  it('accepts whole multiples of the order multiple only', () => {
    expect(quantityError('50', 50, 'st')).toBeNull()
    expect(quantityError(' 150 ', 50, 'st')).toBeNull()
    expect(quantityError('70', 50, 'st')).toBe('Ange ett antal i multipler om 50 st.')
    expect(quantityError('0', 50, 'st')).toBe('Ange ett antal i multipler om 50 st.')
  })

  it('refuses blanks, fractions and negatives', () => {
    expect(quantityError('3', 1, 'pkt')).toBeNull()
    for (const text of ['', '0', '-2', '1,5', '2.5', 'tio']) {
      expect(quantityError(text, 1, 'pkt'), text).toBe('Ange ett heltal som är minst 1.')
    }
  })
})
