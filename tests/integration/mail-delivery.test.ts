import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestPasswordReset } from '../../apps/web/src/accounts/password-flows'
import type { Session } from '../../apps/web/src/accounts/session'
import { smtpAdapter } from '../../apps/web/src/mail/transport'
import { orderView } from '../../apps/web/src/orders/order-view'
import { emailOrderConfirmation } from '../../apps/web/src/orders/service'
import type { Outbox } from '../../apps/web/src/payload-types'
import { addQuoteCustomItems, createQuote, editableQuote, getQuote, sendQuote } from '../../apps/web/src/quotes/service'
import { seed } from '../../apps/web/src/seed'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { demoContexts } from './support/session'

// The order service is marked server-only; Vitest is not a React server, so the marker is lifted.
vi.mock('server-only', () => ({}))

const brand = (id: string) => {
  const found = brandById(id)
  if (!found) throw new Error(`brand ${id} missing`)
  return found
}
const trahuset = brand('trahuset')
const nordbygg = brand('nordbygg')

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
  let ulla: Session

  beforeAll(async () => {
    if (skip) return
    sink = await startSmtpSink()
    t = await createTestPayload(name, { email: smtpAdapter(sink.url) })
    payload = t.payload
    // The demo users and customers, for a quote's sender; the smallest catalog the seed makes.
    await seed(payload, { variants: 20, demo: true, now: new Date(), log: () => {} })
    ulla = await (await demoContexts(payload)).sessionFor('user@demo.test', '10001')
  }, 240_000)
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

  /** A draft quote of user@demo.test with one line of labour, ready to send. */
  async function draftQuote() {
    const created = await createQuote(payload, ulla, nordbygg, {})
    if (!created.ok) throw new Error(created.failure.error)
    const row = await editableQuote(payload, ulla, created.value.quoteId)
    if (!row.ok) throw new Error(row.failure.error)
    const lines = [
      { customItemName: 'Snickeri', vatRate: 25 as const, isRot: false, quantity: 2, price: 450, unit: 'tim' },
    ]
    expect((await addQuoteCustomItems(payload, ulla, row.value, lines)).ok).toBe(true)
    const ready = await editableQuote(payload, ulla, created.value.quoteId)
    if (!ready.ok) throw new Error(ready.failure.error)
    return ready.value
  }

  const sendQuoteTo = (quote: Awaited<ReturnType<typeof draftQuote>>, email: string) =>
    sendQuote(payload, ulla, quote, { origin: 'http://nordbygg.localhost:3000', brand: nordbygg }, { email })

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
    const order = await placeOrder('49009001')
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
      subject: 'Orderbekräftelse 49009001 från Trähuset',
    })
    expect(mail.text).toContain('Till ekonomi')
    expect(mail.text).toContain('/api/order/orders/49009001/documents/order-confirmation')
    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf).toMatchObject({ filename: 'orderbekraftelse-49009001.pdf', contentType: 'application/pdf' })
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const row = await outboxRow('inkop@example.se', 'order_confirmation')
    expect(row.delivery).toBe('delivered')
    expect(row.replyTo).toBe('nina@example.se')
    expect(row.attachments?.map(({ filename, contentType, size }) => ({ filename, contentType, size }))).toEqual([
      { filename: 'orderbekraftelse-49009001.pdf', contentType: 'application/pdf', size: pdf?.size },
    ])
  })

  it.skipIf(skip)('sends a quote with its PDF attached, replies going to its author', async () => {
    const quote = await draftQuote()
    const since = new Date()
    const sent = await sendQuoteTo(quote, 'kund@example.se')
    expect(sent).toMatchObject({ ok: true, value: { status: 'sent' } })

    const mail = await sink.waitFor({ to: 'kund@example.se', since })
    expect(mail.replyTo).toBe('user@demo.test')
    expect(mail.text).toMatch(/http:\/\/nordbygg\.localhost:3000\/offert\/\S+/)
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `Offert ${quote.quoteId}.pdf`, contentType: 'application/pdf' },
    ])
    expect((await outboxRow('kund@example.se', 'quote')).delivery).toBe('delivered')
  })

  it.skipIf(skip)('keeps the mail in the outbox as failed when the mail server is down, and says so', async () => {
    await sink.close()
    const order = await placeOrder('49009002')
    const sent = await emailOrderConfirmation(payload, sender(), order, {}, { origin: 'http://x', brand: trahuset })
    expect(sent).toEqual({ ok: false, failure: { kind: 'unavailable', error: 'errors.mail_not_sent' } })
    const row = await outboxRow('nina@example.se', 'order_confirmation')
    expect(row).toMatchObject({ delivery: 'failed', subject: 'Orderbekräftelse 49009002 från Trähuset' })
    expect(row.deliveredAt).toBeFalsy()
    expect(row.deliveryError).toMatch(/ECONNREFUSED/)
    expect(row.attachments).toHaveLength(1)

    // "Glömt lösenord" answers the same either way (it must not tell who has an account): no throw, the
    // answer of a request under the limit, and the outbox shows the failed mail.
    await expect(
      requestPasswordReset(payload, 'nina@example.se', { origin: 'http://x', brand: nordbygg }),
    ).resolves.toEqual({ ok: true, value: null })
    expect(await outboxRow('nina@example.se', 'reset')).toMatchObject({ delivery: 'failed' })

    // A quote whose mail did not go out stays a draft, and the author is told so in Swedish.
    const quote = await draftQuote()
    const unsent = await sendQuoteTo(quote, 'kund2@example.se')
    expect(unsent).toEqual({
      ok: false,
      failure: {
        kind: 'unavailable',
        error: 'quote.mail_failed',
        message:
          'Offerten kunde inte skickas eftersom e-posten inte gick iväg. Den är kvar som utkast; försök igen om en stund.',
      },
    })
    expect(await getQuote(payload, ulla, quote.quoteId)).toMatchObject({ ok: true, value: { status: 'draft' } })
    expect(await outboxRow('kund2@example.se', 'quote')).toMatchObject({ delivery: 'failed' })
  })
})
