import { describe, expect, it } from 'vitest'
import { webVitalEvent } from './web-vitals'

describe('web-vitals events', () => {
  it('carry the category Web Vitals, the metric and its value in whole units (CLS in thousandths)', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.6, id: 'v5-1' })).toEqual({
      event: 'web_vitals',
      eventCategory: 'Web Vitals',
      eventAction: 'LCP',
      eventValue: 1235,
      eventLabel: 'v5-1',
      nonInteraction: true,
    })
    expect(webVitalEvent({ name: 'CLS', value: 0.0123, id: 'v5-2' }).eventValue).toBe(12)
  })
})
