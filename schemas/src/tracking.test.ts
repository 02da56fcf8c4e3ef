import { describe, expect, it } from 'vitest'
import { MAX_TRACKING_EVENTS, trackingEventsBodySchema, trackingHeadersSchema } from './tracking'

const click = { type: 'click', entityType: 'Variant', id: '100001' }
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('trackingEventsBodySchema', () => {
  it('takes the three event types; quantity defaults to 1 (spec section 9)', () => {
    const parsed = trackingEventsBodySchema.parse({
      events: [
        click,
        { type: 'addtocart', entityType: 'Variant', id: '100002', quantity: 4, orderId: null },
        { type: 'purchase', entityType: 'Variant', id: '100003', quantity: 2, orderId: 'O-1001' },
      ],
    })
    expect(parsed.events.map((e) => [e.type, e.quantity, e.orderId ?? null])).toEqual([
      ['click', 1, null],
      ['addtocart', 4, null],
      ['purchase', 2, 'O-1001'],
    ])
  })

  it('refuses a purchase without an order id, and an order id on another event, in Swedish', () => {
    const purchase = trackingEventsBodySchema.safeParse({ events: [{ ...click, type: 'purchase' }] })
    expect(messages(purchase)).toEqual(['Ett köp måste ha ett order-id.'])
    const clickWithOrder = trackingEventsBodySchema.safeParse({ events: [{ ...click, orderId: 'O-1' }] })
    expect(messages(clickWithOrder)).toEqual(['Endast köp har ett order-id.'])
  })

  it('refuses unknown types and entity types, bad quantities and unknown fields', () => {
    for (const event of [
      { ...click, type: 'view' },
      { ...click, entityType: 'Product' },
      { ...click, quantity: 0 },
      { ...click, quantity: 1.5 },
      { ...click, id: '' },
      { ...click, id: 'x'.repeat(41) },
      { ...click, price: 10 },
    ]) {
      expect(trackingEventsBodySchema.safeParse({ events: [event] }).success, JSON.stringify(event)).toBe(false)
    }
    expect(messages(trackingEventsBodySchema.safeParse({ events: [{ ...click, type: 'view' }] }))).toEqual([
      'Händelsens typ ska vara click, addtocart eller purchase.',
    ])
  })

  it(`takes 1 to ${MAX_TRACKING_EVENTS} events per call`, () => {
    expect(trackingEventsBodySchema.safeParse({ events: [] }).success).toBe(false)
    expect(trackingEventsBodySchema.safeParse({ events: Array(MAX_TRACKING_EVENTS).fill(click) }).success).toBe(true)
    const tooMany = trackingEventsBodySchema.safeParse({ events: Array(MAX_TRACKING_EVENTS + 1).fill(click) })
    expect(messages(tooMany)).toEqual([`Högst ${MAX_TRACKING_EVENTS} händelser per anrop.`])
  })
})

describe('trackingHeadersSchema', () => {
  const id = 'V1StGXR8_Z5jdHi6B-myT'

  it('takes a 21-character nanoid and api-version 1', () => {
    expect(trackingHeadersSchema.parse({ 'user-id': id, 'api-version': '1', accept: '*/*' })).toEqual({
      'user-id': id,
      'api-version': '1',
    })
  })

  it('refuses another length or alphabet, a missing id and another version', () => {
    for (const headers of [
      { 'user-id': id.slice(1), 'api-version': '1' },
      { 'user-id': `${id.slice(1)}!`, 'api-version': '1' },
      { 'api-version': '1' },
      { 'user-id': id, 'api-version': '2' },
      { 'user-id': id },
    ]) {
      expect(trackingHeadersSchema.safeParse(headers).success, JSON.stringify(headers)).toBe(false)
    }
    expect(messages(trackingHeadersSchema.safeParse({ 'user-id': id, 'api-version': '2' }))).toEqual([
      'Huvudet api-version ska vara 1.',
    ])
  })
})
