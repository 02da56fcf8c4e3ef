import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A local mail server for tests: it speaks real SMTP (the `smtp-server` package, from the makers of
 * nodemailer), so the shop's mail goes through its real transport, and keeps every message it receives,
 * parsed by `mailparser`, attachments included. Integration tests start one in-process; the e2e server
 * runs one beside the app (smtp-sink-server.ts) and serves its messages over HTTP.
 */

export interface ReceivedAttachment {
  filename: string
  contentType: string
  size: number
  content: Buffer
}

export interface ReceivedMail {
  /** The envelope's recipients (what the server was told to deliver to, Bcc included), lower case. */
  to: string[]
  /** The From header as written, e.g. `"Nordbygg" <noreply@nordbygg.se>`. */
  from: string
  replyTo: string | null
  subject: string
  text: string
  attachments: ReceivedAttachment[]
  receivedAt: Date
}

/** A received mail as the e2e mailbox serves it as JSON (smtp-sink-server.ts): bytes in base64. */
export type MailboxMail = Omit<ReceivedMail, 'receivedAt' | 'attachments'> & {
  receivedAt: string
  attachments: Array<Omit<ReceivedAttachment, 'content'> & { content: string }>
}

export const mailboxJson = (mail: ReceivedMail): MailboxMail => ({
  ...mail,
  receivedAt: mail.receivedAt.toISOString(),
  attachments: mail.attachments.map((a) => ({ ...a, content: a.content.toString('base64') })),
})

export interface MailQuery {
  /** A recipient the mail must have (any case). */
  to?: string
  /** Only mail received at or after this moment. */
  since?: Date
  subject?: string | RegExp
}

export interface SmtpSink {
  port: number
  /** The SMTP_URL that reaches this sink. */
  url: string
  /** Every mail received so far, oldest first. */
  messages: ReceivedMail[]
  find(query: MailQuery): ReceivedMail[]
  /** The first mail (received or still to come) that matches `query`; rejects after `timeoutMs`. */
  waitFor(query: MailQuery, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

const addressText = (value: AddressObject | AddressObject[] | undefined): string | null =>
  value === undefined ? null : (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ')

const matches = (mail: ReceivedMail, { to, since, subject }: MailQuery) =>
  (to === undefined || mail.to.includes(to.toLowerCase())) &&
  (since === undefined || mail.receivedAt >= since) &&
  (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))

/** Starts a sink on 127.0.0.1:`port` (0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const received = new EventEmitter()
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (the client would refuse the server's self-signed
    // certificate), and any credentials in SMTP_URL are accepted, none required.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: addressText(parsed.from) ?? '',
            replyTo: addressText(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
            receivedAt: new Date(),
          }
          messages.push(mail)
          received.emit('mail', mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  const find = (query: MailQuery) => messages.filter((mail) => matches(mail, query))

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    find,
    waitFor(query, timeoutMs = 10_000) {
      const already = find(query)[0]
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!matches(mail, query)) return
          clearTimeout(timer)
          received.off('mail', onMail)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          received.off('mail', onMail)
          reject(new Error(`no mail matching ${JSON.stringify(query)} within ${timeoutMs} ms`))
        }, timeoutMs)
        received.on('mail', onMail)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
