import 'server-only'
import type { Payload } from 'payload'
import { failure } from '../api/http'
import { setPasswordWithTicket } from './password-flows'
import { type IssuedTokens, startSession } from './refresh-sessions'
import { passwordRulesFailure } from './responses'

/**
 * A password chosen through a one-time ticket (activation, reset, first-login challenge), then a new
 * session; or the answer to send: 400 with the broken rules, or 400 `auth.invalid_link`.
 */
export async function logInWithTicket(
  payload: Payload,
  token: string,
  password: string,
  purposes: ReadonlyArray<'activate' | 'reset' | 'challenge'>,
): Promise<{ ok: true; tokens: IssuedTokens } | { ok: false; response: Response }> {
  const outcome = await setPasswordWithTicket(payload, token, password, purposes)
  if (!outcome.ok) {
    return {
      ok: false,
      response: outcome.reason === 'rules' ? passwordRulesFailure(outcome.rules) : failure(400, 'auth.invalid_link'),
    }
  }
  return { ok: true, tokens: await startSession(payload, outcome.user, null) }
}
