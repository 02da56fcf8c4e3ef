/**
 * Every request's id (issue 17): the proxy sets it on the request (so server code can log it) and on the
 * answer (so a caller can quote it). A balancer's or client's own id is kept when it is sane (so one id
 * follows a request through the balancer's log and ours); anything else, too long or with characters a
 * log line should not carry, is replaced by a fresh UUID. No Node or Next import: the proxy uses it.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

const SANE = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdFor(incoming: string | null | undefined): string {
  return incoming && SANE.test(incoming) ? incoming : crypto.randomUUID()
}
