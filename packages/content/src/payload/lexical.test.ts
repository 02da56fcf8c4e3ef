import { richTextSchema } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { isLexicalState, lexicalToRichText } from './lexical'

const text = (t: string, format = 0) => ({ type: 'text', text: t, format, detail: 0, mode: 'normal', version: 1 })
const root = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('lexicalToRichText', () => {
  it('converts paragraphs, headings h2–h4 and clamps h1/h5', () => {
    const out = lexicalToRichText(
      root(
        { type: 'heading', tag: 'h1', children: [text('A')] },
        { type: 'heading', tag: 'h3', children: [text('B')] },
        { type: 'heading', tag: 'h6', children: [text('C')] },
        { type: 'paragraph', children: [text('Hej')] },
      ),
    )
    expect(out).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'A' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'B' }] },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'C' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Hej' }] },
    ])
    expect(richTextSchema.parse(out)).toEqual(out)
  })

  it('maps text format bits to marks and keeps line breaks', () => {
    const out = lexicalToRichText(
      root({
        type: 'paragraph',
        children: [text('fet', 1), text('kursiv', 2), text('under', 8), { type: 'linebreak' }, text('kod', 16 | 1)],
      }),
    )
    expect(out[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'fet', bold: true },
        { type: 'text', text: 'kursiv', italic: true },
        { type: 'text', text: 'under', underline: true },
        { type: 'lineBreak' },
        { type: 'text', text: 'kod', bold: true, code: true },
      ],
    })
  })

  it('converts bullet and numbered lists', () => {
    const out = lexicalToRichText(
      root(
        { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('ett')] }] },
        { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('två')] }] },
      ),
    )
    expect(out).toEqual([
      { type: 'list', ordered: false, children: [{ type: 'listItem', children: [{ type: 'text', text: 'ett' }] }] },
      { type: 'list', ordered: true, children: [{ type: 'listItem', children: [{ type: 'text', text: 'två' }] }] },
    ])
  })

  it('converts links with the external flag (absolute url or new tab) and internal links to /slug', () => {
    const out = lexicalToRichText(
      root({
        type: 'paragraph',
        children: [
          { type: 'link', fields: { linkType: 'custom', url: '/kundservice' }, children: [text('intern')] },
          { type: 'link', fields: { linkType: 'custom', url: 'https://example.se' }, children: [text('extern')] },
          { type: 'link', fields: { linkType: 'custom', url: '/pdf', newTab: true }, children: [text('ny flik')] },
          {
            type: 'link',
            fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 1, slug: 'om-oss' } } },
            children: [text('sida')],
          },
          { type: 'autolink', fields: { url: 'https://a.se' }, children: [text('a.se')] },
        ],
      }),
    )
    const links = (out[0] as { children: Array<{ url: string; external: boolean }> }).children
    expect(links.map((l) => [l.url, l.external])).toEqual([
      ['/kundservice', false],
      ['https://example.se', true],
      ['/pdf', true],
      ['/om-oss', false],
      ['https://a.se', true],
    ])
  })

  it('turns populated uploads and relationships into asset and entry nodes, skips unpopulated ones', () => {
    const out = lexicalToRichText(
      root(
        {
          type: 'upload',
          relationTo: 'media',
          value: { id: 3, url: '/m/a.jpg', alt: 'Altan', width: 800, height: 600 },
        },
        { type: 'upload', relationTo: 'media', value: 4 },
        { type: 'relationship', relationTo: 'banners', value: { id: 7, title: 'Kampanj' } },
        { type: 'relationship', relationTo: 'banners', value: 8 },
      ),
    )
    expect(out).toEqual([
      { type: 'asset', asset: { url: '/m/a.jpg', title: 'Altan', width: 800, height: 600 } },
      { type: 'entry', entryType: 'banners', id: '7', data: { id: 7, title: 'Kampanj' } },
    ])
  })

  it('turns inline button blocks into button nodes with defaults', () => {
    const out = lexicalToRichText(
      root({
        type: 'paragraph',
        children: [
          { type: 'inlineBlock', fields: { blockType: 'button', text: 'Bli kund', url: '/bli-kund', icon: null } },
        ],
      }),
    )
    expect(out[0]).toEqual({
      type: 'paragraph',
      children: [
        {
          type: 'button',
          button: {
            text: 'Bli kund',
            url: '/bli-kund',
            variant: 'primary',
            size: 'medium',
            shape: 'rounded',
            inline: true,
          },
        },
      ],
    })
  })

  it('gives [] for anything that is not an editor state and keeps children of unknown elements', () => {
    expect(lexicalToRichText(null)).toEqual([])
    expect(lexicalToRichText('text')).toEqual([])
    expect(lexicalToRichText({})).toEqual([])
    expect(isLexicalState(root())).toBe(true)
    expect(
      lexicalToRichText(root({ type: 'mystery', children: [{ type: 'paragraph', children: [text('x')] }] })),
    ).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }])
  })
})
