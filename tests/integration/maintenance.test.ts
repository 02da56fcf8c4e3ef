import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '@/accounts/session-tokens'
import { findAccount } from '@/accounts/storage/users'
import { consumeTicket, issueTicket } from '@/accounts/tickets'
import { sqlRows } from '@/db/sql'
import { withTransaction } from '@/db/transaction'
import { cleanUp, IDEMPOTENCY_KEY_DAYS } from '@/maintenance/service'
import { insertOrder } from '@/orders/storage'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

/**
 * The scheduled clean-up on both databases: spent sessions, tickets and old idempotency keys go; live
 * ones, and the orders themselves, stay.
 */

const NOW = new Date('2026-11-24T12:00:00Z')
const DAY = 24 * 60 * 60_000

for (const { name, skip } of databases) {
  describe.skipIf(skip)(`clean-up on ${name}`, () => {
    let t: TestPayload
    beforeAll(async () => {
      t = await createTestPayload(name)
      await seed(t.payload, { variants: 20, demo: true, now: NOW, log: () => {} })
    })
    afterAll(() => t?.destroy())

    it('removes what is spent and keeps what is live', async () => {
      const { payload } = t
      const user = await findAccount(payload, { email: 'user@demo.test' })
      if (!user) throw new Error('demo user missing')
      await sqlRows(payload, 'DELETE FROM auth_sessions')
      await sqlRows(payload, 'DELETE FROM auth_tickets')
      // The demo orders' keys are not this test's.
      await sqlRows(payload, 'UPDATE orders SET idempotency_key = NULL')

      await startSession(payload, user, null, new Date(NOW.getTime() - 60 * DAY))
      await startSession(payload, user, null, NOW)
      const used = await issueTicket(payload, user.id, 'reset', undefined, NOW)
      expect(await consumeTicket(payload, used, NOW)).toBe(true)
      await issueTicket(payload, user.id, 'activate', undefined, new Date(NOW.getTime() - 30 * DAY))
      await issueTicket(payload, user.id, 'reset', undefined, NOW)
      const place = (key: string, placedAt: Date) =>
        withTransaction(payload, (tx) =>
          insertOrder(tx, {
            userId: user.id,
            customerId: null,
            projectId: null,
            cartRowId: null,
            deliveryId: 'DBI',
            items: [],
            details: {},
            totals: null,
            idempotencyKey: key,
            placedAt: placedAt.toISOString(),
          }),
        )
      const old = await place(`old-${name}`, new Date(NOW.getTime() - (IDEMPOTENCY_KEY_DAYS + 1) * DAY))
      const recent = await place(`recent-${name}`, new Date(NOW.getTime() - DAY))

      expect(await cleanUp(payload, NOW)).toEqual({ ok: true, value: { sessions: 1, tickets: 2, idempotencyKeys: 1 } })
      expect(await sqlRows(payload, 'SELECT id FROM auth_sessions')).toHaveLength(1)
      expect(await sqlRows(payload, 'SELECT id FROM auth_tickets')).toHaveLength(1)
      const orders = await sqlRows<{ order_id: string; idempotency_key: string | null }>(
        payload,
        'SELECT order_id, idempotency_key FROM orders WHERE order_id IN (?, ?) ORDER BY order_id',
        [old.orderId, recent.orderId],
      )
      expect(orders).toEqual([
        { order_id: old.orderId, idempotency_key: null },
        { order_id: recent.orderId, idempotency_key: `recent-${name}` },
      ])
      // A second run finds nothing more.
      expect(await cleanUp(payload, NOW)).toEqual({ ok: true, value: { sessions: 0, tickets: 0, idempotencyKeys: 0 } })
    })
  })
}
