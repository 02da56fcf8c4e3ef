import 'server-only'
import { ACCESS_TOKEN_SECONDS, type PasswordRule } from '@shop/auth'
import { t } from '@shop/i18n'
import { failure } from '../api/http'
import { env } from '../env'
import type { LoginOutcome } from './login'

/**
 * The address a login attempt comes from, for the per-address throttle. Behind our reverse proxy
 * (TRUST_PROXY=1) the last X-Forwarded-For entry is the one it appended; earlier entries, and the whole
 * header without a proxy, are whatever the client sent. Then all attempts share one bucket, and the
 * per-account throttle still applies.
 */
export function clientAddress(request: Request, trustProxy = env.TRUST_PROXY === '1'): string {
  if (!trustProxy) return 'local'
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'local'
}

/** Spec section 7: the login answer's AuthenticationResult, for API clients that keep their own tokens. */
export function authenticationResult(tokens: { accessToken: string; refreshToken?: string; sessionId: string }) {
  return {
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      ...(tokens.refreshToken ? { RefreshToken: tokens.refreshToken } : {}),
      ExpiresIn: ACCESS_TOKEN_SECONDS,
      TokenType: 'Bearer',
      SessionId: tokens.sessionId,
    },
  }
}

export function challengeResult(outcome: Extract<LoginOutcome, { kind: 'challenge' }>) {
  return { ChallengeName: outcome.challenge, Session: outcome.session }
}

/** A refused login: 401 wrong credentials, 403 inactive, 429 throttled (with Retry-After). */
export function loginFailure(outcome: Extract<LoginOutcome, { kind: 'failed' }>): Response {
  if (outcome.status !== 429) return failure(outcome.status, outcome.error)
  const seconds = outcome.retryAfterSeconds ?? 1
  return Response.json(
    { error: outcome.error, message: t('auth.too_many_attempts', { seconds }), retryAfterSeconds: seconds },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  )
}

/** 400 with each broken password rule as an issue (Swedish texts), so the form can mark them. */
export function passwordRulesFailure(rules: PasswordRule[]): Response {
  return Response.json(
    {
      error: 'auth.password_rules_broken',
      message: t('auth.password_rules_broken'),
      rules,
      issues: rules.map((rule) => ({ path: 'password', message: t(`auth.password_rule.${rule}`) })),
    },
    { status: 400 },
  )
}
