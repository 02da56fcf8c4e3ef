import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { env } from '@/env'
import { readiness } from '@/health/service'

export const dynamic = 'force-dynamic'

/**
 * Liveness (`?probe=live`: the process answers, nothing else is asked, so a slow database never gets an
 * instance restarted) and readiness (default: the database and Redis answer; 503 with what failed).
 */
export const GET = route({
  summary: 'Hälsokontroll: lever processen (probe=live), och svarar databasen och Redis (standard).',
  access: 'anonymous',
  query: z.object({ probe: z.enum(['live', 'ready']).default('ready') }),
  cache: 'no-store',
  handler: ({ payload, input }) =>
    input.query.probe === 'live' ? Promise.resolve(ok({ status: 'ok' as const })) : readiness(payload, env.REDIS_URL),
})
