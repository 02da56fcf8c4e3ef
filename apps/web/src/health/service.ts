import 'server-only'
import { fail, ok, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import { redis } from '../shared-state/redis'
import { pingDatabase } from './storage'

/**
 * `/api/health` (issue 17): liveness says the process answers; readiness that it can serve, i.e. the
 * database and, where configured, Redis answer within a bound. A load balancer takes an instance that is
 * not ready out of rotation, and puts it back when it is.
 */

export type CheckState = 'ok' | 'failed' | 'not_configured'
export interface Health {
  status: 'ok'
  checks: { database: CheckState; redis: CheckState }
}

const CHECK_TIMEOUT_MS = 2_000

async function check(run: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([run(), timeout])
    return 'ok'
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(payload: Payload, redisUrl: string | undefined): Promise<Result<Health>> {
  const [database, cache] = await Promise.all([
    check(() => pingDatabase(payload)),
    redisUrl ? check(async () => (await redis(redisUrl)).ping()) : Promise.resolve<CheckState>('not_configured'),
  ])
  const checks = { database, redis: cache }
  const failed = Object.entries(checks).filter(([, state]) => state === 'failed')
  if (failed.length === 0) return ok({ status: 'ok', checks })
  const parts = failed.map(([name]) => (name === 'database' ? 'databasen' : 'Redis')).join(' och ')
  return fail('unavailable', 'health.not_ready', { message: t('health.not_ready', { parts }), details: { checks } })
}
