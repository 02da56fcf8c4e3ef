import type { Env } from '../env'
import type { ReportingConfig } from './options'

/** The error-reporting config of this deployment, from its environment; null (off) without SENTRY_DSN. */
export function reportingConfig(env: Env): ReportingConfig | null {
  if (!env.SENTRY_DSN) return null
  return {
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.SHOP_ENV,
    release: env.SENTRY_RELEASE,
    replaySessionRate: env.SENTRY_REPLAY_SESSION_RATE,
    replayErrorRate: env.SENTRY_REPLAY_ERROR_RATE,
  }
}
