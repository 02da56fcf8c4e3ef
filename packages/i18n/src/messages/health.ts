import type { Catalogue } from '../translator'

/** The health check (`GET /api/health`), read by load balancers and operators. */
export const healthMessages = {
  'health.not_ready': 'Tjänsten är inte redo: {parts} svarar inte.',
} as const satisfies Catalogue
