import { describe, expect, it } from 'vitest'
import { interpolate, pluralCategory, pluralForms, translator } from './translator'

describe('pluralCategory: Intl.PluralRules for Swedish', () => {
  it('is one for exactly 1 and other for every other count', () => {
    expect(pluralCategory(1)).toBe('one')
    for (const count of [0, 2, 5, 21, 101, 1.5]) expect(pluralCategory(count), String(count)).toBe('other')
  })

  it('reads a whole number given as text, and takes any other text (a range, a formatted number) as plural', () => {
    expect(pluralCategory('1')).toBe('one')
    expect(pluralCategory('7')).toBe('other')
    expect(pluralCategory('1–2')).toBe('other')
    expect(pluralCategory('1\u00a0234')).toBe('other')
    expect(pluralCategory('')).toBe('other')
  })
})

describe('interpolate', () => {
  const text = 'Vänta {seconds, plural, one {# sekund} other {# sekunder}}, {name}.'

  it('picks the form and writes the count where the form has #', () => {
    expect(interpolate(text, { seconds: 1, name: 'Lena' })).toBe('Vänta 1 sekund, Lena.')
    expect(interpolate(text, { seconds: 30, name: 'Lena' })).toBe('Vänta 30 sekunder, Lena.')
  })

  it('writes a numeric count the Swedish way and a textual one as given', () => {
    expect(interpolate('{n, plural, one {# rad} other {# rader}}', { n: 12500 })).toBe('12\u00a0500 rader')
    expect(interpolate('{n, plural, one {# dag} other {# dagar}}', { n: '5–10' })).toBe('5–10 dagar')
  })

  it('keeps a plural argument without its count visible, like any placeholder', () => {
    expect(interpolate(text, { name: 'Lena' })).toBe(
      'Vänta {seconds, plural, one {# sekund} other {# sekunder}}, Lena.',
    )
    expect(interpolate(text, undefined)).toBe(text)
  })

  it('falls back to the other form when a form is missing', () => {
    expect(interpolate('{n, plural, other {# st}}', { n: 1 })).toBe('1 st')
  })

  it('reads the forms of a plural argument', () => {
    expect([...pluralForms('one {# rad} other {# rader}')]).toEqual([
      ['one', '# rad'],
      ['other', '# rader'],
    ])
  })
})

describe('translator: t over a part of the catalogue', () => {
  const part = {
    'cart.title': 'Varukorg',
    'cart.count': '{count, plural, one {# artikel} other {# artiklar}}',
  } as const
  const t = translator(part)

  it('translates its own keys, plurals included', () => {
    expect(t('cart.title')).toBe('Varukorg')
    expect(t('cart.count', { count: 1 })).toBe('1 artikel')
  })

  it('types its keys and params from the part it was given', () => {
    // @ts-expect-error a key of another part does not compile
    expect(t('errors.not_found')).toBe('errors.not_found')
    // @ts-expect-error count is required
    expect(t('cart.count')).toBe(part['cart.count'])
    // @ts-expect-error toString is no key, and not read from the prototype
    expect(t('toString')).toBe('toString')
  })
})
