import type { RichText as RichTextNodes } from '@shop/schemas'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '../shared/RichText'
import { sectionTone } from '../shared/tone'
import { isExternalUrl, safeUrl } from '../shared/url'

const render = (nodes: RichTextNodes, props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(RichText, { nodes, ...props }))

const link = (url: string, external = false): RichTextNodes => [
  { type: 'paragraph', children: [{ type: 'link', url, external, children: [{ type: 'text', text: 'länk' }] }] },
]

describe('RichText', () => {
  it('renders paragraphs, marks, headings and lists', () => {
    const html = render([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Rubrik' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'fet', bold: true },
          { type: 'lineBreak' },
          { type: 'text', text: 'kursiv', italic: true },
        ],
      },
      { type: 'list', ordered: true, children: [{ type: 'listItem', children: [{ type: 'text', text: 'ett' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'citat' }] },
    ])
    expect(html).toContain('<h2')
    expect(html).toContain('<strong>fet</strong><br/><em>kursiv</em>')
    expect(html).toContain('<ol')
    expect(html).toContain('<li>ett</li>')
    expect(html).toContain('<blockquote')
  })

  it('shifts headings below a section title', () => {
    const html = render([{ type: 'heading', level: 2, children: [{ type: 'text', text: 'R' }] }], { headingStart: 3 })
    expect(html).toContain('<h3')
    expect(html).not.toContain('<h2')
  })

  it('internal links stay in the tab; external ones open a new tab with noopener noreferrer', () => {
    const internal = render(link('/kontakt'))
    expect(internal).toContain('href="/kontakt"')
    expect(internal).not.toContain('target=')
    const external = render(link('https://example.se/x', true))
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
    expect(external).toContain('(öppnas i ny flik)')
    // An absolute URL counts as external even when the source did not flag it.
    expect(render(link('https://example.se/y'))).toContain('rel="noopener noreferrer"')
  })

  it('refuses javascript: and data: URLs and renders the text only', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const html = render(link(url))
      expect(html).not.toContain('<a')
      expect(html).toContain('länk')
    }
    const button = render([
      {
        type: 'button',
        button: {
          text: 'Klicka',
          url: 'javascript:alert(1)',
          variant: 'primary',
          size: 'medium',
          shape: 'rounded',
          inline: true,
        },
      },
    ])
    expect(button).not.toContain('<a')
    expect(button).toContain('Klicka')
  })

  it('renders inline buttons with classes by variant, size and shape', () => {
    const html = render([
      {
        type: 'button',
        button: {
          text: 'Köp',
          url: '/kop',
          variant: 'outline',
          size: 'large',
          shape: 'pill',
          inline: false,
          icon: 'cart',
        },
      },
    ])
    expect(html).toMatch(/<a href="\/kop" class="[^"]*border-primary[^"]*h-12[^"]*rounded-full[^"]*w-fit/)
    expect(html).toContain('data-icon="cart"')
    expect(html).toContain('Köp')
    const small = render([
      {
        type: 'button',
        button: { text: 'Läs', url: '/las', variant: 'primary', size: 'small', shape: 'square', inline: true },
      },
    ])
    expect(small).toMatch(/class="[^"]*bg-primary[^"]*h-8[^"]*rounded-none[^"]*inline-flex/)
  })

  it('embedded assets become images with alt text; unknown entries render nothing', () => {
    const html = render([
      { type: 'asset', asset: { url: '/placeholder/banner/x.svg', title: 'Ett hus', width: 10, height: 5 } },
      { type: 'entry', entryType: 'unknownThing', id: 'e1', data: { secret: 'hemligt' } },
    ])
    expect(html).toContain('alt="Ett hus"')
    expect(html).toContain('width="10"')
    expect(html).not.toContain('hemligt')
  })

  it('known entries render through the given renderer', () => {
    const html = render([{ type: 'entry', entryType: 'quote', id: 'q', data: { text: 'Hej' } }], {
      entries: {
        quote: (entry: { data: Record<string, unknown> }) => createElement('q', null, String(entry.data.text)),
      },
    })
    expect(html).toContain('<q>Hej</q>')
  })

  it('renders nothing for empty rich text', () => {
    expect(render([])).toBe('')
  })
})

describe('url helpers', () => {
  it('safeUrl', () => {
    expect(safeUrl('/a')).toBe('/a')
    expect(safeUrl('https://x.se')).toBe('https://x.se')
    expect(safeUrl('mailto:a@b.se')).toBe('mailto:a@b.se')
    expect(safeUrl('tel:+46101234500')).toBe('tel:+46101234500')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('data:image/png;base64,AAA')).toBeNull()
    expect(safeUrl('')).toBeNull()
    expect(safeUrl(undefined)).toBeNull()
  })
  it('isExternalUrl', () => {
    expect(isExternalUrl('https://x.se')).toBe(true)
    expect(isExternalUrl('//x.se')).toBe(true)
    expect(isExternalUrl('/x')).toBe(false)
  })
  it('a background is one of the theme tones; a typed colour is none', () => {
    expect(sectionTone('primary')).toBe('primary')
    expect(sectionTone('#1f3a5f')).toBeUndefined()
    expect(sectionTone('')).toBeUndefined()
  })
})
