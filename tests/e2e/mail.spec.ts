import { expect, test } from '@playwright/test'
import { attachmentBytes, waitForMail } from './mail'
import { bearerFor, brandUrl, PORT } from './support'

/**
 * Issue 14, item 7: the e2e app has SMTP_URL set to the local mail server (playwright.config.ts), so its
 * mail leaves over real SMTP, attachments included, and the outbox keeps the record.
 */

const api = `http://127.0.0.1:${PORT}`

test('the forgotten-password mail arrives over SMTP from the brand, and its link works', async ({ page, request }) => {
  const email = `e2e.smtp.${Date.now()}@demo.test`
  const since = new Date()
  const created = await request.post(`${api}/api/payload/users`, {
    headers: { ...(await bearerFor(request, 'siteadmin@demo.test')), host: `trahuset.localhost:${PORT}` },
    data: { email, firstName: 'Post', lastName: 'Mottagare', role: 'USER' },
  })
  expect(created.status()).toBe(201)
  const activation = await waitForMail(request, email, { since, subject: /Aktivera ditt konto/ })
  expect(activation.from).toBe('"Trähuset" <noreply@trahuset.se>')

  const asked = await request.post(`${api}/api/auth/users/credentials/request`, {
    headers: { host: `trahuset.localhost:${PORT}` },
    data: { email },
  })
  expect(asked.status()).toBe(202)
  const reset = await waitForMail(request, email, { since, subject: /Återställ ditt lösenord/ })
  expect(reset).toMatchObject({ to: [email], subject: 'Återställ ditt lösenord hos Trähuset', attachments: [] })
  const link = reset.text.match(/\/gloemt-loesenord\?token=[\w-]+/)?.[0]
  expect(link).toBeTruthy()
  await page.goto(brandUrl('trahuset', link))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välj nytt lösenord')
})

test('the order confirmation arrives over SMTP with its PDF attached', async ({ request }) => {
  const headers = await bearerFor(request, 'user@demo.test')
  const found = await request.get(`${api}/api/order/orders/search?limit=1`, { headers })
  expect(found.status()).toBe(200)
  const orderId = ((await found.json()) as { orders: Array<{ orderId: string }> }).orders[0]?.orderId
  if (!orderId) throw new Error('user@demo.test has no order')

  const to = `e2e.ekonomi.${Date.now()}@demo.test`
  const since = new Date()
  const sent = await request.post(`${api}/api/order/orders/${orderId}/documents/email`, {
    headers,
    data: { email: to, message: 'Till ekonomi' },
  })
  expect(sent.status()).toBe(202)
  const mail = await waitForMail(request, to, { since })
  expect(mail.subject).toContain(`Orderbekräftelse ${orderId}`)
  expect(mail.replyTo).toBe('user@demo.test')
  expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: `orderbekraftelse-${orderId}.pdf`, contentType: 'application/pdf' },
  ])
  const [pdf] = mail.attachments
  if (!pdf) throw new Error('no attachment')
  expect(attachmentBytes(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
