import type { BlockContext } from '@shop/blocks/context'
import { RenderSections } from '@shop/blocks/RenderSections'
import { parseSectionData } from '@shop/blocks/registry'
import type { Section } from '@shop/schemas'
import { renderToString } from 'react-dom/server'
import { expect, vi } from 'vitest'

/** A block context with fixed products and form, so rendering depends only on the sections. */
export const testBlockContext: BlockContext = {
  brand: 'nordbygg',
  loadProducts: async (articleNumbers) =>
    articleNumbers.map((articleNumber) => ({
      articleNumber,
      name: `Produkt ${articleNumber}`,
      url: `/produkt/${articleNumber}`,
      image: { url: `/media/produkt-${articleNumber}.jpg`, title: '', width: 800, height: 800 },
      unit: 'st',
      priceText: '129,00 kr/st',
    })),
  loadPopularProducts: async () => [],
  loadForm: async (id) => ({ id, title: 'Kontoansökan', formTitle: 'Ansök', formDescription: [], inputs: [] }),
  random: () => 0.5,
}

/**
 * The block-rendering test every content source must pass: each normalised section parses with its
 * block's schema, the registry renders all of them without a warning or error, and each title shows.
 */
export async function expectSectionsToRender(sections: Section[]): Promise<void> {
  for (const section of sections) {
    const parsed = parseSectionData(section.type, section.data)
    expect(parsed?.success, `${section.type}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true)
  }
  const warn = vi.spyOn(console, 'warn')
  const error = vi.spyOn(console, 'error')
  try {
    const html = renderToString(await RenderSections({ sections, context: testBlockContext }))
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    const decoded = html
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
    for (const section of sections) expect(decoded, `${section.type} title`).toContain(String(section.data.title))
  } finally {
    warn.mockRestore()
    error.mockRestore()
  }
}
