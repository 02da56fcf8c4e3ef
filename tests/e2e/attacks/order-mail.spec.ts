import type { ReceivedMail } from '../mail'
import { MAILBOX_PORT } from '../support'
import { expect, test } from './server'

/**
 * Finding 8 (issue 36): `POST /api/order/orders/{id}/documents/email` sent 35 mails with the sender's own
 * text to any address, in the brand's name. A user may now send 30 an hour, as with quote mails (counted
 * in the outbox); the 31st is refused 429 `orders.mail_limit` in Swedish and reaches nobody.
 * noprices@demo.test sends here: no other spec mails orders as that user, and each run starts on a
 * fresh database.
 */

test('the 31st order mail of a user within an hour is refused in Swedish; 30 reach the mail server', async ({
  request,
  shop,
}) => {
  test.slow()
  const headers = await shop.bearerFor(request, 'noprices@demo.test')
  const found = await request.get(`${shop.base}/api/order/orders/search?limit=1`, { headers })
  const orderId = ((await found.json()) as { orders: Array<{ orderId: string }> }).orders[0]?.orderId
  if (!orderId) throw new Error('noprices@demo.test sees no order')
  const to = `e2e.ordermail.${shop.database}.${Date.now()}@demo.test`
  const since = new Date()
  const send = () =>
    request.post(`${shop.base}/api/order/orders/${orderId}/documents/email`, {
      headers,
      data: { email: to, message: 'Billiga klockor på www.example.com' },
    })

  const statuses: number[] = []
  for (let i = 0; i < 30; i++) statuses.push((await send()).status())
  expect(statuses).toEqual(Array(30).fill(202))
  const refused = await send()
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused.json()).toMatchObject({
    error: 'orders.mail_limit',
    message: expect.stringMatching(/^Du har skickat 30 orderbekräftelser den senaste timmen\./),
  })

  const received = async () => {
    const query = new URLSearchParams({ to, since: since.toISOString() })
    return ((await (await request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?${query}`)).json()) as ReceivedMail[])
      .length
  }
  await expect.poll(received).toBe(30)
})
