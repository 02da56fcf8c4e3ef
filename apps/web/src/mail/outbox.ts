import { type Failed, fail, ok, type Result } from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import { brandById, defaultBrand } from '@shop/tenants'
import type { Payload, PayloadRequest } from 'payload'
import { env } from '../env'
import type { Outbox } from '../payload-types'
import { type Delivery, insertOutboxRow, mailsSince, recordDelivery } from './storage'
import { SMTP_ADAPTER, senderOf } from './transport'

/** What a mail is about; the admin's "Utkorg" shows it in its Typ column. */
export type MailKind =
  | 'activate'
  | 'reset'
  | 'order_confirmation'
  | 'order_inquiry'
  /** A quote to the shopper's own customer, its PDF attached. */
  | 'quote'
  /** The sender of a quote told that its receiver accepted or declined it. */
  | 'quote_answer'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array | Buffer
}

export interface Mail {
  to: string
  subject: string
  text: string
  kind: MailKind
  /** The brand the mail speaks for (its id): the sender's name is the brand's. Default: the default brand. */
  brand?: string
  /** Where the receiver's reply goes, when not to the shop's no-reply sender (a quote: its sender). */
  replyTo?: string
  attachments?: MailAttachment[]
}

/** The mail's outbox row, and whether a mail server took it (false: no SMTP_URL, the outbox is all). */
export interface SentMail {
  outboxId: Outbox['id']
  delivered: boolean
}

/**
 * The one path of every mail the shop sends. The mail is first written to the outbox (the admin's
 * "Utkorg"), the record of what was sent; then, when `SMTP_URL` configures a mail server, it is sent
 * there with its attachments and the row says whether that worked.
 *
 * A mail server that refuses or does not answer never loses the row and never throws: the row says
 * 'failed' with the server's reason, the fault is logged, and the caller gets `unavailable`
 * `errors.mail_not_sent`, so a service that must know (a quote stays unsent) can say so in Swedish.
 */
export async function sendMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<Result<SentMail>> {
  const sender = senderOf((mail.brand ? brandById(mail.brand) : undefined) ?? defaultBrand, env.MAIL_FROM)
  const attachments = mail.attachments ?? []
  const smtp = payload.email?.name === SMTP_ADAPTER
  const row = await insertOutboxRow(
    payload,
    {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      brand: mail.brand,
      from: `"${sender.name}" <${sender.address}>`,
      replyTo: mail.replyTo,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.byteLength,
      })),
      delivery: smtp ? 'sending' : 'outbox',
    },
    req,
  )
  if (!smtp) return ok({ outboxId: row.id, delivered: false })

  const record = (data: Delivery) => recordDelivery(payload, row.id, data, req)
  try {
    await payload.sendEmail({
      from: sender,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.isBuffer(a.content) ? a.content : Buffer.from(a.content),
      })),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.error({
      err: error,
      msg: `Mail ${row.id} (${mail.kind}) to ${mail.to} was not delivered: ${reason}`,
    })
    await record({ delivery: 'failed', deliveryError: reason })
    return fail('unavailable', 'errors.mail_not_sent')
  }
  await record({ delivery: 'delivered', deliveredAt: new Date().toISOString() })
  return ok({ outboxId: row.id, delivered: true })
}

const HOUR_MS = 3_600_000

/**
 * A sender's allowance of mails of one kind per hour (quote mails, order confirmations sent on): mails
 * that go to any address with the sender's own text must not make the shop a spam relay. Counted in the
 * outbox by the mails' reply-to (their sender), so every instance counts alike and a restart forgets
 * nothing. Null while the sender is under `limit`; else 429 `error` (its text gets `{limit}`) with the
 * time until the oldest mail of the hour leaves it.
 */
export async function hourlyMailLimit(
  payload: Payload,
  sent: { kind: MailKind; replyTo: string },
  rule: { limit: number; error: MessageKey },
  now = new Date(),
): Promise<Failed | null> {
  const { docs, totalDocs } = await mailsSince(payload, sent, new Date(now.getTime() - HOUR_MS))
  if (totalDocs < rule.limit) return null
  const oldest = docs[0] ? new Date(docs[0].createdAt).getTime() : now.getTime()
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000))
  return fail('throttled', rule.error, {
    message: t(rule.error, { limit: rule.limit }),
    details: { retryAfterSeconds },
  })
}

const greeting = (name: string | null | undefined) => (name?.trim() ? `Hej ${name.trim()}!` : 'Hej!')

export function activationMail(args: { to: string; name?: string | null; brandName: string; link: string }): Mail {
  return {
    to: args.to,
    kind: 'activate',
    subject: `Aktivera ditt konto hos ${args.brandName}`,
    text: [
      greeting(args.name),
      '',
      `Ett konto har skapats åt dig hos ${args.brandName}. Välj ett lösenord via länken nedan så är kontot klart att använda. Länken gäller i 7 dagar.`,
      '',
      args.link,
      '',
      'Har du inte väntat dig det här meddelandet kan du bortse från det.',
    ].join('\n'),
  }
}

export function resetMail(args: { to: string; name?: string | null; brandName: string; link: string }): Mail {
  return {
    to: args.to,
    kind: 'reset',
    subject: `Återställ ditt lösenord hos ${args.brandName}`,
    text: [
      greeting(args.name),
      '',
      'Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord via länken nedan. Länken gäller i en timme och kan användas en gång.',
      '',
      args.link,
      '',
      'Har du inte bett om ett nytt lösenord kan du bortse från det här meddelandet; ditt lösenord är oförändrat.',
    ].join('\n'),
  }
}
