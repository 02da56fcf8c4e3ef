import { createElement, isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { exampleSections, SECTION_EXAMPLES } from '../examples'
import { blockFor, parseSectionData, registry } from '../registry'
import { SECTION_TYPES, SECTIONS, type SectionType } from '../sections'
import { testContext } from './helpers'

/**
 * Renders a (possibly async) server component's output to HTML as the server does: waiting for what
 * suspends (blocks whose browser part is loaded lazily), not showing a fallback in its place.
 */
async function renderBlock(type: SectionType, data: unknown, context = testContext()) {
  const block = blockFor(type)
  if (!block) throw new Error(`no block ${type}`)
  const parsed = block.schema.parse(data)
  const element: ReactNode = await block.Component({ data: parsed, context })
  const { prelude } = await prerender(isValidElement(element) ? element : createElement('div', null, element))
  return new Response(prelude).text()
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('registry', () => {
  it('registry and examples have exactly the listed section types', () => {
    expect(Object.keys(registry).sort()).toEqual([...SECTION_TYPES].sort())
    expect(Object.keys(SECTION_EXAMPLES).sort()).toEqual([...SECTION_TYPES].sort())
  })

  it('examples are plain JSON', () => {
    expect(JSON.parse(JSON.stringify(SECTION_EXAMPLES))).toEqual(SECTION_EXAMPLES)
  })

  for (const { type, invalid } of SECTIONS) {
    describe(type, () => {
      it('accepts its example', () => {
        const result = parseSectionData(type, SECTION_EXAMPLES[type])
        expect(result?.error?.issues).toBeUndefined()
        expect(result?.success).toBe(true)
      })

      it('rejects broken data', () => {
        expect(parseSectionData(type, invalid)?.success).toBe(false)
      })

      it('renders its example with its title in an <h2>', async () => {
        const html = await renderBlock(type, SECTION_EXAMPLES[type])
        expect(html).toContain(escapeHtml(SECTION_EXAMPLES[type].title))
        expect(html).toMatch(/<h2[^>]*>/)
        expect(html).not.toMatch(/<h1[\s>]/)
      })
    })
  }

  it('tolerates nulls as a Payload document delivers them', () => {
    const result = parseSectionData('LargeSection', {
      title: 'Stor',
      icon: { url: null, title: null, width: null, height: null },
      text: null,
      image: null,
      link: { text: null, url: null },
      blockName: null,
    })
    expect(result?.success).toBe(true)
    expect(result?.data).toEqual({ title: 'Stor', text: [] })
  })

  it('accepts article numbers as rows or a comma list', () => {
    expect(
      parseSectionData('SelectedProducts', { articleNumbers: [{ articleNumber: '1' }, { articleNumber: '2' }] })?.data,
    ).toEqual({ title: '', articleNumbers: ['1', '2'] })
    expect(parseSectionData('SelectedProducts', { articleNumbers: '1, 2\n3' })?.data).toEqual({
      title: '',
      articleNumbers: ['1', '2', '3'],
    })
  })

  it('example sections carry their type and id', () => {
    const sections = exampleSections()
    expect(sections).toHaveLength(SECTION_TYPES.length)
    expect(sections[0]).toMatchObject({ id: 'example-AccountApplication', type: 'AccountApplication' })
  })
})

describe('blocks in detail', () => {
  it('SelectedProducts renders the tiles the context loads, in order', async () => {
    const html = await renderBlock('SelectedProducts', SECTION_EXAMPLES.SelectedProducts)
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html.indexOf('1000004')).toBeLessThan(html.indexOf('1000025'))
    expect(html).toContain('href="/produkt/produkt-1000004"')
    expect(html).toContain('129,00 kr')
    // Each tile's upload through next/image, at the grid's widths.
    expect(html.match(/<img[^>]+src="\/_next\/image\?url=%2Fmedia%2Fprodukt-\d+\.jpg/g)).toHaveLength(4)
    expect(html).toContain('sizes="(min-width: 1280px) 19rem')
  })

  it('ImageSetOfThree takes rows of uploads (Payload) or a list of assets (Contentful), leaving out a row without one', () => {
    const asset = (n: number) => ({ url: `/media/butik-${n}.jpg`, title: `Butik ${n}`, width: 600, height: 400 })
    expect(
      parseSectionData('ImageSetOfThree', {
        title: 'Butiker',
        images: [
          { id: 'r1', image: asset(1), linkUrl: '/hitta-butik' },
          { id: 'r2', linkUrl: '/x' },
          { image: asset(3) },
        ],
      })?.data,
    ).toEqual({
      title: 'Butiker',
      images: [
        { image: asset(1), linkUrl: '/hitta-butik' },
        { image: asset(3), linkUrl: '' },
      ],
    })
    expect(parseSectionData('ImageSetOfThree', { title: 'Butiker', images: [asset(1), asset(2)] })?.data).toEqual({
      title: 'Butiker',
      images: [
        { image: asset(1), linkUrl: '' },
        { image: asset(2), linkUrl: '' },
      ],
    })
  })

  it('SelectedProducts gives a tile without a picture a box that says so, and no image', async () => {
    const context = testContext({
      loadProducts: async (numbers) =>
        (await testContext().loadProducts(numbers)).map(({ image: _image, ...tile }) => tile),
    })
    const html = await renderBlock('SelectedProducts', SECTION_EXAMPLES.SelectedProducts, context)
    expect(html).not.toContain('<img')
    expect(html.match(/Bild saknas/g)).toHaveLength(4)
  })

  it('SelectedProducts set to "Populära just nu" shows the popular tiles, as many as the editor asked for', async () => {
    const asked: number[] = []
    const context = testContext({
      loadPopularProducts: async (limit) => {
        asked.push(limit)
        return (await testContext().loadProducts(['2000001', '2000002'])).slice(0, limit)
      },
    })
    const data = { ...SECTION_EXAMPLES.SelectedProducts, source: 'popular', popularCount: 2 }
    const html = await renderBlock('SelectedProducts', data, context)
    expect(asked).toEqual([2])
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html.indexOf('2000001')).toBeLessThan(html.indexOf('2000002'))
    expect(html).not.toContain('1000004')
    // Without a count the block asks for its default.
    await renderBlock('SelectedProducts', { ...data, popularCount: undefined }, context)
    expect(asked).toEqual([2, 8])
  })

  it('SelectedProducts set to "Populära just nu" shows the chosen articles while nothing is popular', async () => {
    const html = await renderBlock('SelectedProducts', { ...SECTION_EXAMPLES.SelectedProducts, source: 'popular' })
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html).toContain('1000004')
  })

  it('SelectedProducts with the chosen source (the default) never asks for popular articles', async () => {
    let asked = false
    const context = testContext({
      loadPopularProducts: async () => {
        asked = true
        return []
      },
    })
    await renderBlock('SelectedProducts', SECTION_EXAMPLES.SelectedProducts, context)
    await renderBlock('SelectedProducts', { ...SECTION_EXAMPLES.SelectedProducts, source: 'chosen' }, context)
    expect(asked).toBe(false)
  })

  it('AccountApplication renders the dynamic form with labelled fields and a submit button', async () => {
    const html = await renderBlock('AccountApplication', SECTION_EXAMPLES.AccountApplication)
    expect(html).toContain('<form')
    expect(html.toLowerCase()).toContain('novalidate')
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Företag/)
    expect(html).toContain('type="email"')
    expect(html).toContain('<textarea')
    expect(html).toContain('<select')
    expect(html).toContain('type="radio"')
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Skicka<\/button>/)
  })

  it('AccountApplication without its form says so instead of failing', async () => {
    const block = blockFor('AccountApplication')
    const data = block?.schema.parse({ title: 'Ansök', formId: 'saknas' })
    const element = await block?.Component({ data, context: testContext() })
    const html = renderToStaticMarkup(element as never)
    expect(html).toContain('Formuläret kan inte visas just nu.')
  })

  it('Video shows the poster and a button, and loads no player before the click', async () => {
    const html = await renderBlock('Video', SECTION_EXAMPLES.Video)
    expect(html).toContain('Visa video')
    expect(html).toContain('/placeholder/banner/gips-video.svg')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
  })

  it('Accordions use native details/summary', async () => {
    const html = await renderBlock('Accordions', SECTION_EXAMPLES.Accordions)
    expect(html.match(/<details/g)).toHaveLength(3)
    expect(html).toContain('<summary')
  })

  it('banners carry tracking attributes and external banners open safely', async () => {
    const html = await renderBlock('MarketingBanners', SECTION_EXAMPLES.MarketingBanners)
    expect(html).toContain('data-marketing-id="kamp-isol-v47"')
    expect(html).toContain('data-creative="isolering-20"')
    expect(html).toContain('href="/kategorier/isolering"')
    // The theme's own ground and its paired text colour; no colour of its own in the markup.
    expect(html).toContain('section-tinted bg-primary text-primary-contrast')
    expect(html).not.toContain('style=')
  })

  it('images get their alt text from the asset title', async () => {
    const html = await renderBlock('ImageSingle', SECTION_EXAMPLES.ImageSingle)
    expect(html).toContain('alt="Drive-in-hallen i Järfälla"')
  })

  it('TextAndMedia places the media by mediaPosition', async () => {
    const html = await renderBlock('TextAndMedia', SECTION_EXAMPLES.TextAndMedia)
    expect(html).toContain('data-media-position="right"')
  })
})
