import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readiness } from '@/health/service'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { redisAvailable } from './support/redis'

/** Readiness (GET /api/health): the database and Redis each answer, or the answer says which did not. */

/** A port that accepts connections and never answers: a Redis that hangs. */
async function silentPort(): Promise<{ port: number; close: () => void }> {
  const server = createServer(() => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => server.close() }
}

for (const { name, skip } of databases) {
  describe.skipIf(skip)(`readiness on ${name}`, () => {
    let db: TestPayload
    beforeAll(async () => {
      db = await createTestPayload(name)
    })
    afterAll(() => db?.destroy())

    it('is ready when the database answers and Redis is not configured', async () => {
      expect(await readiness(db.payload, undefined)).toEqual({
        ok: true,
        value: { status: 'ok', checks: { database: 'ok', redis: 'not_configured' } },
      })
    })

    it.skipIf(!redisAvailable)('checks Redis where it is configured', async () => {
      const result = await readiness(db.payload, 'redis://127.0.0.1:6379/15')
      expect(result).toMatchObject({ ok: true, value: { checks: { database: 'ok', redis: 'ok' } } })
    })

    it('is not ready, naming Redis, when Redis does not answer in time', async () => {
      const silent = await silentPort()
      try {
        const result = await readiness(db.payload, `redis://127.0.0.1:${silent.port}`)
        expect(result).toMatchObject({
          ok: false,
          failure: {
            kind: 'unavailable',
            error: 'health.not_ready',
            message: 'Tjänsten är inte redo: Redis svarar inte.',
            details: { checks: { database: 'ok', redis: 'failed' } },
          },
        })
      } finally {
        silent.close()
      }
    })
  })
}
