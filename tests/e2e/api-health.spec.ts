import { expect, test } from '@playwright/test'
import { PORT } from './support'

/** GET /api/health over HTTP, as a load balancer asks it. */

const url = (query = '') => `http://127.0.0.1:${PORT}/api/health${query}`

test('readiness: the database answers, Redis is not configured on the e2e server; never cached', async ({
  request,
}) => {
  const response = await request.get(url())
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not_configured' } })
})

test('liveness asks nothing of the database; an unknown probe is refused with 400', async ({ request }) => {
  const live = await request.get(url('?probe=live'))
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })
  const bad = await request.get(url('?probe=deep'))
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ error: 'errors.bad_request' })
})
