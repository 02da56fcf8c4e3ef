import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { ReportingCheckError } from '@/monitoring/check'

export const dynamic = 'force-dynamic'

/**
 * Beyond the spec, for operations: after setting SENTRY_DSN, a site admin throws an error on purpose
 * and sees it arrive, reported the way every fault of a route is (api/route.ts), with a marker to find it by.
 */
export const POST = route({
  summary: 'Kastar ett fel med flit, så att man ser att felrapporteringen når tjänsten (webbplatsadministratör).',
  access: { role: 'SITE_ADMIN' },
  body: z.object({ marker: z.string().trim().min(1).max(100) }),
  handler: ({ input }): never => {
    throw new ReportingCheckError(input.body.marker)
  },
})
