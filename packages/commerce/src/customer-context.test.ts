import { describe, expect, it } from 'vitest'
import { contextAllowed, contextLabel } from './customer-context'

const grants = [
  { customerId: '1', projectId: '11' },
  { customerId: '2', projectId: null },
]

describe('customer context', () => {
  it('allows a granted customer, its granted project, and any project under a customer-wide grant', () => {
    expect(contextAllowed(grants, { customerId: '1', projectId: null }, null)).toBe(true)
    expect(contextAllowed(grants, { customerId: '1', projectId: '11' }, '1')).toBe(true)
    expect(contextAllowed(grants, { customerId: '2', projectId: '25' }, '2')).toBe(true)
  })

  it('refuses another customer, an ungranted project, and a project of another customer', () => {
    expect(contextAllowed(grants, { customerId: '3', projectId: null }, null)).toBe(false)
    expect(contextAllowed(grants, { customerId: '1', projectId: '12' }, '1')).toBe(false)
    // Project 31 belongs to customer 3: a customer-wide grant on 2 does not reach it.
    expect(contextAllowed(grants, { customerId: '2', projectId: '31' }, '3')).toBe(false)
    expect(contextAllowed([], { customerId: '1', projectId: null }, null)).toBe(false)
  })

  it("labels the context 'Kund / Projekt' or whichever exists", () => {
    expect(contextLabel('Bygg AB', 'Villa Ek')).toBe('Bygg AB / Villa Ek')
    expect(contextLabel('Bygg AB', null)).toBe('Bygg AB')
    expect(contextLabel(null, '  ')).toBeNull()
  })
})
