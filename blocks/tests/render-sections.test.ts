import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exampleSections, SECTION_EXAMPLES } from '../examples'
import { RenderSections } from '../RenderSections'
import { SECTION_TYPES } from '../sections'
import { testContext } from './helpers'

async function render(sections: Parameters<typeof RenderSections>[0]['sections'], context = testContext()) {
  const element = await RenderSections({ sections, context })
  return element ? renderToStaticMarkup(element) : ''
}

describe('RenderSections', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders nothing and warns for an unknown type', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await render([{ id: 's1', type: 'Carousel', data: { title: 'Okänd' } }])
    expect(html).toBe('')
    expect(warn).toHaveBeenCalledWith('Unknown section type', 'Carousel', 's1')
  })

  it('renders nothing (and logs) for data its schema refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await render([{ id: 's2', type: 'ImageSingle', data: { title: 'Trasig bild' } }])
    expect(html).toBe('')
    expect(warn).toHaveBeenCalledWith('Invalid section data', 'ImageSingle', 's2', expect.any(Array))
  })

  it('renders valid sections in order and skips the bad ones between them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await render([
      { id: 'a', type: 'TextBlock', data: SECTION_EXAMPLES.TextBlock },
      { id: 'b', type: 'Nope', data: {} },
      { id: 'c', type: 'InfoBlock', data: { text: 'fel' } },
      { id: 'd', type: 'Accordions', data: SECTION_EXAMPLES.Accordions },
      { id: 'e', type: 'SelectedProducts', data: SECTION_EXAMPLES.SelectedProducts },
    ])
    const order = [...html.matchAll(/data-section-type="(\w+)"/g)].map((m) => m[1])
    expect(order).toEqual(['TextBlock', 'Accordions', 'SelectedProducts'])
  })

  it('a section whose loader throws renders nothing; the others still render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const context = testContext({
      loadProducts: async () => {
        throw new Error('katalogen svarar inte')
      },
    })
    const html = await render(
      [
        { id: 'p', type: 'SelectedProducts', data: SECTION_EXAMPLES.SelectedProducts },
        { id: 't', type: 'TextBlock', data: SECTION_EXAMPLES.TextBlock },
      ],
      context,
    )
    expect(html).not.toContain('SelectedProducts')
    expect(html).toContain('data-section-type="TextBlock"')
    expect(error).toHaveBeenCalled()
  })

  it('renders nothing for no sections', async () => {
    expect(await render([])).toBe('')
    expect(await render(undefined)).toBe('')
  })

  it('renders every example section', async () => {
    const html = await render(exampleSections().map((section) => ({ ...section, id: section.type })))
    expect(html.match(/data-section-type="/g)).toHaveLength(SECTION_TYPES.length)
  })
})
