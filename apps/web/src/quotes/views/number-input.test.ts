import { describe, expect, it } from 'vitest'
import { cleanNumberText, numberKeyAllowed, numberText, parseNumberText } from './number-input'

const whole = { decimals: false, value: '12' }
const decimal = { decimals: true, value: '12' }

describe('numberKeyAllowed (spec section 5)', () => {
  it('lets digits and navigation keys through', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'])
      expect(numberKeyAllowed({ key }, whole), key).toBe(true)
  })

  it('refuses letters, signs and spaces', () => {
    for (const key of ['a', 'e', 'E', '-', '+', ' ', 'ö', '*', 'Dead'])
      expect(numberKeyAllowed({ key }, decimal), key).toBe(false)
  })

  it('takes one comma or point, and only where the field has decimals', () => {
    expect(numberKeyAllowed({ key: ',' }, decimal)).toBe(true)
    expect(numberKeyAllowed({ key: '.' }, decimal)).toBe(true)
    expect(numberKeyAllowed({ key: ',' }, whole)).toBe(false)
    expect(numberKeyAllowed({ key: '.' }, { decimals: true, value: '12,5' })).toBe(false)
    // Typing over the selected separator replaces it.
    expect(numberKeyAllowed({ key: '.' }, { decimals: true, value: '12,5', selected: ',' })).toBe(true)
  })

  it('keeps copy, paste, cut, undo, redo and select-all, with Ctrl or ⌘', () => {
    for (const key of ['a', 'c', 'v', 'x', 'z', 'y', 'A', 'V']) {
      expect(numberKeyAllowed({ key, ctrlKey: true }, whole), key).toBe(true)
      expect(numberKeyAllowed({ key, metaKey: true }, whole), key).toBe(true)
    }
    expect(numberKeyAllowed({ key: 'b', ctrlKey: true }, whole)).toBe(false)
    // AltGr (Ctrl+Alt on Windows) writes characters, which the rules above decide.
    expect(numberKeyAllowed({ key: 'v', ctrlKey: true, altKey: true }, whole)).toBe(false)
  })
})

describe('cleanNumberText: pasted or dropped text', () => {
  it('keeps the digits and the first separator; a minus goes, so a quantity is its absolute value', () => {
    expect(cleanNumberText('-12,5 st', true)).toBe('12,5')
    expect(cleanNumberText('1 234.50.7', true)).toBe('1234.507')
    expect(cleanNumberText('-12,5', false)).toBe('125')
    expect(cleanNumberText('abc', true)).toBe('')
  })
})

describe('parseNumberText', () => {
  it('reads a decimal comma or point, and an empty field as nothing', () => {
    expect(parseNumberText('12,5')).toBe(12.5)
    expect(parseNumberText('12.5')).toBe(12.5)
    expect(parseNumberText('-3')).toBe(3)
    expect(parseNumberText('')).toBeNull()
    expect(parseNumberText(',')).toBeNull()
  })

  it('writes a number back with a comma', () => {
    expect(numberText(12.5)).toBe('12,5')
    expect(numberText(null)).toBe('')
  })
})
