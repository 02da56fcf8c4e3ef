import { describe, expect, it } from 'vitest'
import { escapeXml } from './xml'

describe('escapeXml', () => {
  it('leaves no character that ends a text or an attribute value', () => {
    expect(escapeXml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;R&amp;D&lt;/a&gt;',
    )
    expect(escapeXml('Trähuset 12 st')).toBe('Trähuset 12 st')
  })
})
