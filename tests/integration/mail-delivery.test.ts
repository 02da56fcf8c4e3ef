import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestPasswordReset } from '../../apps/web/src/auth/password-flows'
import { smtpAdapter } from '../../apps/web/src/mail/transport'
import { orderView } from '../../apps/web/src/orders/order-view'
import { emailOrderConfirmation } from '../../apps/web/src/orders/service'
import type { Outbox } from '../../apps/web/src/payload-types'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { createTestPayload, databases, type TestPayload } from './support/payload'

// The order service is marked server-only; Vitest is not a React server, so the marker is lifted.
vi.mock('server-only', () => ({}))

const trahuset = brandById('trahuset')
const nordbygg = brandById('nordbygg')
if (!trahuset || !nordbygg) throw new Error('brands missing')

/**
 * Every mail goes through mail/outbox.ts sendMail: with SMTP configured it reaches a real SMTP server
 * (a local sink speaking SMTP) with its attachments, and the outbox row records the delivery; with the
 * mail server gone the row records the failure and the caller is told.
 */
describe.each(databases)('mail over SMTP on $name', ({ name, skip }) => {
  let sink: SmtpSink
  let t: TestPayload
  let payload: Payload
  let userId = 0

  beforeAll(async () => {
    if (skip) return
    sink = await startSmtpSink()
    t = await createTestPayload(name, { email: smtpAdapter(sink.url) })
    payload = t.payload
  })
  afterAll(async () => {
    await t?.destroy()
    await sink?.close()
  })

  async function outboxRow(to: string, kind: string): Promise<Outbox> {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const row = docs[0]
    if (!row) throw new Error(`no ${kind} mail to ${to} in the outbox`)
    return row
  }

  async function placeOrder(orderId: string) {
    const doc = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        orderId,
        user: userId,
        deliveryId: 'DBI',
        status: 'placed',
        orderItems: [{ articleNumber: '100234', name: 'Träskruv 4,2x55', quantity: 2, unit: 'st', netPrice: 125.5 }],
        orderDetails: { warehouseId: '900', brand: 'trahuset', buyerEmail: 'nina@example.se' },
        totals: { net: 251, vat: 62.75, gross: 313.75, currency: 'SEK' },
        placedAt: '2026-11-20T08:30:00.000Z',
      },
    })
    return orderView(doc, { prices: true, discounts: true })
  }

  const sender = () => ({
    principal: { userId: String(userId), role: 'USER' as const, customerPermissions: [] },
    customerId: null,
    name: 'Nina Snickare',
    email: 'nina@example.se',
  })

  it.skipIf(skip)('sends the activation of a new user over SMTP in the brand’s name, and records it', async () => {
    const since = new Date()
    const user = await payload.create({
      collection: 'users',
      data: { email: 'nina@example.se', firstName: 'Nina', role: 'USER' },
      overrideAccess: true,
    })
    userId = user.id

    const mail = await sink.waitFor({ to: 'nina@example.se', since })
    expect(mail.subject).toBe('Aktivera ditt konto hos Nordbygg')
    expect(mail.from).toBe('"Nordbygg" <noreply@nordbygg.se>')
    expect(mail.text).toMatch(/\/activate-user\?token=[\w-]{20,}/)
    expect(mail.attachments).toEqual([])

    const row = await outboxRow('nina@example.se', 'activate')
    expect(row).toMatchObject({ delivery: 'delivered', from: '"Nordbygg" <noreply@nordbygg.se>', deliveryError: null })
    expect(Date.parse(row.deliveredAt ?? '')).toBeGreaterThanOrEqual(since.getTime() - 1000)
  })

  it.skipIf(skip)('sends the order confirmation with its PDF attached, replies going to the sender', async () => {
    const order = await placeOrder('40009001')
    const since = new Date()
    const sent = await emailOrderConfirmation(
      payload,
      sender(),
      order,
      { email: 'inkop@example.se', message: 'Till ekonomi' },
      { origin: 'http://nordbygg.localhost:3000', brand: nordbygg },
    )
    expect(sent).toEqual({ ok: true, value: { queued: true, email: 'inkop@example.se' } })

    const mail = await sink.waitFor({ to: 'inkop@example.se', since })
    // Placed on Trähuset: the mail speaks for Trähuset whichever host the request came to.
    expect(mail).toMatchObject({
      from: '"Trähuset" <noreply@trahuset.se>',
      replyTo: 'nina@example.se',
      subject: 'Orderbekräftelse 40009001 från Trähuset',
    })
    expect(mail.text).toContain('Till ekonomi')
    expect(mail.text).toContain('/api/order/orders/40009001/documents/order-confirmation')
    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf).toMatchObject({ filename: 'orderbekraftelse-40009001.pdf', contentType: 'application/pdf' })
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const row = await outboxRow('inkop@example.se', 'order_confirmation')
    expect(row.delivery).toBe('delivered')
    expect(row.replyTo).toBe('nina@example.se')
    expect(row.attachments?.map(({ filename, contentType, size }) => ({ filename, contentType, size }))).toEqual([
      { filename: 'orderbekraftelse-40009001.pdf', contentType: 'application/pdf', size: pdf?.size },
    ])
  })

  it.skipIf(skip)('keeps the mail in the outbox as failed when the mail server is down, and says so', async () => {
    await sink.close()
    const order = await placeOrder('40009002')
    const sent = await emailOrderConfirmation(payload, sender(), order, {}, { origin: 'http://x', brand: trahuset })
    expect(sent).toEqual({ ok: false, failure: { kind: 'unavailable', error: 'errors.mail_not_sent' } })
    const row = await outboxRow('nina@example.se', 'order_confirmation')
    expect(row).toMatchObject({ delivery: 'failed', subject: 'Orderbekräftelse 40009002 från Trähuset' })
    expect(row.deliveredAt).toBeFalsy()
    expect(row.deliveryError).toMatch(/ECONNREFUSED/)
    expect(row.attachments).toHaveLength(1)

    // "Glömt lösenord" answers the same either way (it must not tell who has an account): no throw,
    // and the outbox shows the failed mail.
    await expect(
      requestPasswordReset(payload, 'nina@example.se', { origin: 'http://x', brand: nordbygg }),
    ).resolves.toBe(undefined)
    expect(await outboxRow('nina@example.se', 'reset')).toMatchObject({ delivery: 'failed' })
  })
})
