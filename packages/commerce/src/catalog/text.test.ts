import { describe, expect, it } from 'vitest'
import {
  compoundsEndingWith,
  compoundTail,
  correctTypo,
  fold,
  indexTokens,
  knownTail,
  looksLikeCode,
  queryStems,
  stem,
  words,
} from './text'

describe('Swedish search text', () => {
  it('stems plural and definite forms to one token', () => {
    expect(stem('skruvar')).toBe(stem('skruv'))
    expect(stem('skruven')).toBe(stem('skruv'))
    expect(stem('skivor')).toBe(stem('skiva'))
    expect(stem('dörrar')).toBe('dörr')
  })

  it('keeps numbers as they are', () => {
    expect(words('Reglar 45x95 mm, 4,2 m')).toEqual(['reglar', '45x95', 'mm', '4', '2', 'm'])
    expect(stem('45')).toBe('45')
  })

  it('folds å, ä and ö for the fallback', () => {
    expect(fold('tätningslist åt öster')).toBe('tatningslist at oster')
  })

  it('splits a compound on a known tail so skruv finds träskruv', () => {
    const known = new Set(['skruv', 'skiv'])
    expect(compoundTail('träskruv', known)).toBe('skruv')
    expect(compoundTail('skruv', known)).toBeNull()
    expect(indexTokens('Träskruvar 4,2x55', known)).toEqual(['träskruv', 'skruv', '4', '2x55'])
  })

  it('turns a query into distinct stems', () => {
    expect(queryStems('  Skruvar  skruv trä ')).toEqual(['skruv', 'trä'])
  })

  it('recognises article numbers and EANs', () => {
    expect(looksLikeCode('1000123')).toBe(true)
    expect(looksLikeCode('7350001000019')).toBe(true)
    expect(looksLikeCode('skruv')).toBe(false)
  })

  it('corrects a typo in a longer word to the nearest common token', () => {
    const vocabulary = new Map([
      ['isolering', 40],
      ['isoleringsskiv', 3],
      ['skruv', 100],
      ['skruvdrag', 8],
    ])
    expect(correctTypo('isolerng', vocabulary)).toBe('isolering')
    expect(correctTypo('skrvu', vocabulary)).toBeNull()
    expect(correctTypo('skruw', vocabulary)).toBe('skruv')
    expect(correctTypo('skruv', vocabulary)).toBeNull()
    expect(correctTypo('spik', vocabulary)).toBeNull()
  })

  it('finds a word the catalog only holds inside compounds, and the known tail of an unknown compound', () => {
    const vocabulary = new Map([
      ['sanitetssilikon', 12],
      ['byggsilikon', 30],
      ['färg', 3],
      ['väggfärg', 40],
      ['skruv', 9],
    ])
    expect(compoundsEndingWith('skruv', vocabulary)).toEqual(['skruv'])
    expect(compoundsEndingWith('silikon', vocabulary)).toEqual(['byggsilikon', 'sanitetssilikon'])
    expect(compoundsEndingWith('målarfärg', vocabulary)).toEqual(['målarfärg'])
    expect(knownTail('målarfärg', vocabulary)).toBe('färg')
    expect(knownTail('skruv', vocabulary)).toBe('skruv')
    expect(knownTail('zyxw', vocabulary)).toBe('zyxw')
  })
})
