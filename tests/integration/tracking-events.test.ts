import type { TrackingEvent } from '@shop/schemas'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sqlRows } from '../../apps/web/src/db/sql'
import { seed } from '../../apps/web/src/seed'
import { popularArticles, recordEvents } from '../../apps/web/src/tracking/service'
import { createTestPayload, databases, type TestPayload } from './support/payload'

vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-20T12:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)
/** A tracking id as the browser makes it: 21 characters. */
const visitor = (name: string) => name.padEnd(21, '_')
const caller = (name: string, brand = 'nordbygg') => ({
  trackingId: visitor(name),
  userId: null,
  brand,
  address: '203.0.113.9',
})
const event = (type: TrackingEvent['type'], id: string, quantity = 1): TrackingEvent => ({
  type,
  entityType: 'Variant',
  id,
  quantity,
  ...(type === 'purchase' ? { orderId: `O-${id}` } : {}),
})

describe.each(databases)('tracking events on $name', ({ name, skip }) => {
  let t: TestPayload
  let payload: Payload
  let active: string[] = []
  let discontinued = ''

  const storedRows = async (trackingId: string) =>
    (
      await payload.find({
        collection: 'tracking-events',
        where: { trackingId: { equals: trackingId } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    if (skip) return
    t = await createTestPayload(name)
    payload = t.payload
    await seed(payload, { variants: 120, now: NOW, log: () => {} })
    const rows = await sqlRows<{ article_number: string; discontinued: unknown }>(
      payload,
      'SELECT article_number, discontinued FROM variants ORDER BY article_number',
    )
    active = rows.filter((r) => !r.discontinued).map((r) => r.article_number)
    discontinued = rows.find((r) => Boolean(r.discontinued))?.article_number ?? ''
    expect(active.length).toBeGreaterThan(5)
    expect(discontinued).not.toBe('')
  }, 240_000)
  afterAll(() => t?.destroy())

  it.skipIf(skip)(
    'stores good events with the visitor, the user and the brand, and drops unknown articles',
    async () => {
      const [a, b] = active as [string, string]
      const result = await recordEvents(
        payload,
        { ...caller('store-good'), userId: '42' },
        [event('click', a), event('addtocart', b, 3), event('purchase', b, 2), event('click', 'INTE-EN-ARTIKEL')],
        NOW,
      )
      expect(result).toEqual({ ok: true, value: { stored: 3 } })
      const rows = await storedRows(visitor('store-good'))
      expect(rows.map((r) => [r.type, r.articleNumber, r.quantity, r.orderId ?? null])).toEqual([
        ['click', a, 1, null],
        ['addtocart', b, 3, null],
        ['purchase', b, 2, `O-${b}`],
      ])
      for (const row of rows) {
        expect(row).toMatchObject({ userId: '42', brand: 'nordbygg' })
        expect(new Date(row.createdAt).toISOString()).toBe(NOW.toISOString())
      }
    },
  )

  it.skipIf(skip)('stores nothing, and says so, when every article is unknown', async () => {
    const result = await recordEvents(payload, caller('all-unknown'), [event('click', 'FINNS-INTE')], NOW)
    expect(result).toEqual({ ok: true, value: { stored: 0 } })
    expect(await storedRows(visitor('all-unknown'))).toHaveLength(0)
  })

  it.skipIf(skip)('refuses a visitor over the rate with a Swedish wait, and stores nothing of that call', async () => {
    const [a] = active as [string]
    // The limiter is the process's own: each database's run is another visitor.
    const fast = `fast-${name}`
    for (let i = 0; i < 30; i++) {
      expect((await recordEvents(payload, caller(fast), [event('click', a)], NOW)).ok).toBe(true)
    }
    const refused = await recordEvents(payload, caller(fast), [event('click', a)], NOW)
    expect(refused).toEqual({
      ok: false,
      failure: expect.objectContaining({
        kind: 'throttled',
        error: 'tracking.too_many_events',
        message: 'För många händelser på kort tid. Vänta 60 sekunder och försök igen.',
        details: { retryAfterSeconds: 60 },
      }),
    })
    expect(await storedRows(visitor(fast))).toHaveLength(30)
  })

  it.skipIf(skip)('ranks the brand’s articles by weighted events of the last 7 days, sold articles only', async () => {
    const [, , c, d, e, old] = active as [string, string, string, string, string, string]
    const record = (who: string, events: TrackingEvent[], at = daysAgo(1), brand = 'trahuset') =>
      recordEvents(payload, caller(who, brand), events, at)
    // In the window: c two adds (6), d one purchase (5), e three clicks (3).
    await record('rank-1', [event('addtocart', c), event('click', e), event('click', e)])
    await record('rank-2', [event('addtocart', c), event('purchase', d, 10), event('click', e)], daysAgo(6.9))
    // Outside the window, another brand's events, and a discontinued article do not count.
    await record('rank-3', [event('purchase', old), event('purchase', old)], daysAgo(8))
    await record('rank-4', [event('purchase', e), event('purchase', e)], daysAgo(1), 'proffsbygget')
    await record('rank-5', [event('purchase', discontinued), event('purchase', discontinued)])

    expect(await popularArticles(payload, 'trahuset', { days: 7, limit: 10, now: NOW })).toEqual([c, d, e])
    expect(await popularArticles(payload, 'trahuset', { days: 7, limit: 2, now: NOW })).toEqual([c, d])
    expect(await popularArticles(payload, 'trahuset', { days: 30, limit: 1, now: NOW })).toEqual([old])
    expect(await popularArticles(payload, 'proffsbygget', { limit: 10, now: NOW })).toEqual([e])
  })
})
