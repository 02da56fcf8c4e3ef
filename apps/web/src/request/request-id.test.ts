import { describe, expect, it } from 'vitest'
import { requestIdFor } from './request-id'

describe('requestIdFor', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdFor('7F000001:B2C4_0A1B.2-xyz')).toBe('7F000001:B2C4_0A1B.2-xyz')
  })

  it('makes a fresh UUID for a missing, empty, too long or odd one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    for (const incoming of [null, undefined, '', 'a'.repeat(129), 'has space', 'line\nbreak', '{"json":1}']) {
      expect(requestIdFor(incoming)).toMatch(uuid)
    }
    expect(requestIdFor(null)).not.toBe(requestIdFor(null))
  })
})
