import { describe, expect, it } from 'vitest'
import { importRows, parseQuantity } from './import-rows'

describe('parseQuantity', () => {
  it('reads whole numbers written the Swedish way', () => {
    expect(parseQuantity(5)).toBe(5)
    expect(parseQuantity(' 12 ')).toBe(12)
    expect(parseQuantity('1 200')).toBe(1200)
    expect(parseQuantity('1\u00a0200')).toBe(1200)
    expect(parseQuantity('2,0')).toBe(2)
    expect(parseQuantity('3.00')).toBe(3)
  })

  it('refuses fractions, words and blanks instead of guessing', () => {
    expect(parseQuantity('2,5')).toBeNull()
    expect(parseQuantity(2.5)).toBeNull()
    expect(parseQuantity('tio')).toBeNull()
    expect(parseQuantity('')).toBeNull()
    expect(parseQuantity(null)).toBeNull()
    expect(parseQuantity('-3')).toBeNull()
  })
})

describe('importRows', () => {
  it('takes article number, quantity and label in that order without a header', () => {
    const result = importRows([
      ['100001', '4', 'Kök'],
      ['7310000000017', 2],
    ])
    expect(result.problems).toEqual([])
    expect(result.rows).toEqual([
      { line: 1, identifier: '100001', quantity: 4, label: 'Kök' },
      { line: 2, identifier: '7310000000017', quantity: 2, label: null },
    ])
  })

  it('skips a header row and follows the columns it names', () => {
    const result = importRows([
      ['Artikelnummer', 'Benämning', 'Antal', 'Enhet', 'Leveranssätt', 'Märkning'],
      ['100001', 'Skruv', 10, 'st', 'Utkörning', 'Plan 2'],
    ])
    expect(result.rows).toEqual([{ line: 2, identifier: '100001', quantity: 10, label: 'Plan 2' }])
  })

  it('recognises common header spellings', () => {
    expect(
      importRows([
        ['EAN', 'Antal'],
        ['7310000000017', '1'],
      ]).rows,
    ).toHaveLength(1)
    expect(
      importRows([
        ['Art.nr', 'Kvantitet', 'Märkning'],
        ['1', '1', 'x'],
      ]).rows[0]?.label,
    ).toBe('x')
    expect(
      importRows([
        ['article number', 'qty'],
        ['1', '1'],
      ]).rows,
    ).toHaveLength(1)
  })

  it('skips blank rows but keeps the spreadsheet line numbers', () => {
    const result = importRows([['100001', '1'], ['', ''], [], [null, null], ['100002', '2']])
    expect(result.rows.map((row) => row.line)).toEqual([1, 5])
  })

  it('turns a bad row into a problem with a Swedish reason', () => {
    const result = importRows([
      ['100001', '2,5'],
      ['', '3'],
      ['100003', 'många'],
      ['100004', '0'],
      ['100005', '100000'],
      ['100006', '1', 'x'.repeat(61)],
      ['1'.repeat(41), '1'],
    ])
    expect(result.rows).toEqual([])
    expect(result.problems.map((p) => [p.line, p.error])).toEqual([
      [1, 'cartFiles.error.bad_quantity'],
      [2, 'cartFiles.error.missing_identifier'],
      [3, 'cartFiles.error.bad_quantity'],
      [4, 'cartFiles.error.bad_quantity'],
      [5, 'cartFiles.error.quantity_too_large'],
      [6, 'cartFiles.error.label_too_long'],
      [7, 'cartFiles.error.identifier_too_long'],
    ])
    expect(result.problems[0]?.message).toBe('Antalet "2,5" är inte ett heltal större än noll.')
  })

  it('keeps every digit of an EAN stored as a number', () => {
    expect(importRows([[7312345678901, 1]]).rows[0]?.identifier).toBe('7312345678901')
  })
})
