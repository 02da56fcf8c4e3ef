import { describe, expect, it } from 'vitest'
import { escapeXml, initialsOf, labelFromId, placeholderSvg } from './placeholders'

describe('placeholder SVG', () => {
  it('is deterministic and shows the product initials and article number', () => {
    const a = placeholderSvg({ kind: 'product', id: '1000084', label: 'Gipsskiva våtrum 900x2700 mm' })
    expect(a).toBe(placeholderSvg({ kind: 'product', id: '1000084', label: 'Gipsskiva våtrum 900x2700 mm' }))
    expect(a).toContain('>GV<')
    expect(a).toContain('Art.nr 1000084')
    expect(a.startsWith('<svg')).toBe(true)
  })

  it('gives different articles different colours', () => {
    const colour = (id: string) => /hsl\((\d+) /.exec(placeholderSvg({ kind: 'product', id }))?.[1]
    expect(colour('1000084')).not.toBe(colour('1000091'))
    // The gallery picture of an article keeps its colour.
    expect(colour('1000084-2')).toBe(colour('1000084'))
  })

  it('escapes names and draws GHS pictograms and wide heroes', () => {
    expect(placeholderSvg({ kind: 'product', id: '1', label: 'A & B <x>' })).toContain('A &amp; B &lt;x&gt;')
    expect(placeholderSvg({ kind: 'ghs', id: 'GHS02' })).toContain('GHS02')
    expect(placeholderSvg({ kind: 'hero', id: 'nordbygg-front' })).toContain("viewBox='0 0 1600 600'")
    expect(placeholderSvg({ kind: 'hero', id: 'nordbygg-front-m' })).toContain("viewBox='0 0 750 900'")
  })

  it('derives labels and initials', () => {
    expect(initialsOf('Regel C24 gran')).toBe('RC')
    expect(initialsOf('45x95 Regel')).toBe('R')
    expect(initialsOf('')).toBe('?')
    expect(labelFromId('tra-och-skivor')).toBe('Tra och skivor')
    expect(escapeXml(`"'`)).toBe('&quot;&apos;')
  })
})
