import { describe, expect, it } from 'vitest'
import type { ContextOption } from '../service'
import { filterOptions, labelOf } from './context-choice'

const options: ContextOption[] = [
  {
    id: '1',
    customerNumber: '10001',
    name: 'Norrlands Bygg AB',
    projects: [
      { id: '11', projectNumber: 'P-1', name: 'Villa Ek' },
      { id: '12', projectNumber: 'P-2', name: 'Skolan' },
    ],
  },
  { id: '4', customerNumber: '10004', name: 'Mälardalens Bygg & Fasad AB', projects: [] },
]

describe('the customer/project choice', () => {
  it("labels a choice 'Kund / Projekt', or the customer alone", () => {
    expect(labelOf(options, { customerId: '1', projectId: '12' })).toBe('Norrlands Bygg AB / Skolan')
    expect(labelOf(options, { customerId: '4', projectId: null })).toBe('Mälardalens Bygg & Fasad AB')
    expect(labelOf(options, { customerId: '9', projectId: null })).toBeNull()
  })

  it('searches customers by name and number, and projects by name', () => {
    expect(filterOptions(options, '').map((c) => c.id)).toEqual(['1', '4'])
    expect(filterOptions(options, 'mälar').map((c) => c.id)).toEqual(['4'])
    expect(filterOptions(options, '10001').map((c) => c.id)).toEqual(['1'])
    const byProject = filterOptions(options, 'skol')
    expect(byProject.map((c) => c.id)).toEqual(['1'])
    expect(byProject[0]?.projects.map((p) => p.id)).toEqual(['12'])
    expect(filterOptions(options, 'NORRLANDS')[0]?.projects).toHaveLength(2)
    expect(filterOptions(options, 'finns inte')).toEqual([])
  })
})
