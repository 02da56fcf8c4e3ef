import { describe, expect, it } from 'vitest'
import { categoryTree } from './category-tree'

describe('categoryTree', () => {
  it('nests children under their parent in sort order, with category URLs', () => {
    const tree = categoryTree([
      { id: 2, name: 'Reglar', path: 'tra/reglar', parent: 1, sortOrder: 2 },
      { id: 1, name: 'Trä', path: 'tra', parent: null, sortOrder: 1 },
      { id: 3, name: 'Läkt', path: 'tra/lakt', parent: 1, sortOrder: 1 },
      { id: 4, name: 'Verktyg', path: 'verktyg', parent: null, sortOrder: 0 },
    ])
    expect(tree).toEqual([
      { label: 'Verktyg', url: '/kategorier/verktyg', children: [] },
      {
        label: 'Trä',
        url: '/kategorier/tra',
        children: [
          { label: 'Läkt', url: '/kategorier/tra/lakt', children: [] },
          { label: 'Reglar', url: '/kategorier/tra/reglar', children: [] },
        ],
      },
    ])
  })
})
