import type { DynamicForm } from '@shop/schemas'
import type { BlockContext, ProductTile } from '../context'

/** mulberry32: a small seeded PRNG returning [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const exampleForm: DynamicForm = {
  id: 'kontoansokan',
  title: 'Kontoansökan',
  formTitle: 'Dina uppgifter',
  formDescription: [{ type: 'paragraph', children: [{ type: 'text', text: 'Alla fält med * måste fyllas i.' }] }],
  inputs: [
    { id: 'company', title: 'Företag', type: 'text', inputList: [], requiredField: true, placeholderText: '' },
    {
      id: 'orgnr',
      title: 'Organisationsnummer',
      type: 'text',
      inputList: [],
      requiredField: true,
      placeholderText: '556677-8899',
    },
    { id: 'email', title: 'E-post', type: 'email', inputList: [], requiredField: true, placeholderText: '' },
    { id: 'phone', title: 'Telefon', type: 'tel', inputList: [], requiredField: false, placeholderText: '' },
    {
      id: 'size',
      title: 'Antal anställda',
      type: 'select',
      inputList: ['1–9', '10–49', '50+'],
      requiredField: false,
      placeholderText: '',
    },
    {
      id: 'trade',
      title: 'Bransch',
      type: 'radio',
      inputList: ['Bygg', 'El', 'VVS'],
      requiredField: false,
      placeholderText: '',
    },
    { id: 'message', title: 'Meddelande', type: 'textarea', inputList: [], requiredField: false, placeholderText: '' },
    {
      id: 'terms',
      title: 'Jag godkänner villkoren',
      type: 'checkbox',
      inputList: [],
      requiredField: true,
      placeholderText: '',
    },
  ],
}

export function testContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    brand: 'nordbygg',
    loadProducts: async (articleNumbers: string[]): Promise<ProductTile[]> =>
      articleNumbers.map((articleNumber, index) => ({
        articleNumber,
        name: `Produkt ${index + 1}`,
        url: `/produkt/produkt-${articleNumber}`,
        image: { url: `/media/produkt-${articleNumber}.jpg`, title: '', width: 800, height: 800 },
        unit: 'st',
        priceText: '129,00 kr',
      })),
    // No visitor events in a test unless one says so: "Populära just nu" falls back to the chosen articles.
    loadPopularProducts: async () => [],
    loadForm: async (id: string) => (id === exampleForm.id ? exampleForm : null),
    random: seeded(1),
    ...overrides,
  }
}
