import { env } from '../env'

/**
 * The address a request comes from, for per-address throttles (logins, reset links). Behind our
 * reverse proxy (TRUST_PROXY=1) the last X-Forwarded-For entry is the one it appended; earlier
 * entries, and the whole header without a proxy, are whatever the client sent. Then all requests
 * share one bucket, and the per-account throttle still applies.
 */
export function clientAddress(request: Request, trustProxy = env.TRUST_PROXY === '1'): string {
  if (!trustProxy) return 'local'
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'local'
}
