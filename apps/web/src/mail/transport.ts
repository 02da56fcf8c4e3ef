import { type Brand, defaultBrand } from '@shop/tenants'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's email adapter: over SMTP (nodemailer) when `SMTP_URL` is set, else one that sends nothing,
 * since every mail is in the outbox anyway (mail/outbox.ts).
 *
 * Why not `@payloadcms/email-nodemailer`: its release of our Payload version is not published, and each
 * release pins `payload` to its own exact version as a peer, so npm refuses to install it beside ours.
 * This is the same adapter on the same library (nodemailer, the Node SMTP client), without the
 * official one's fallback to a remote test account, which a machine without internet cannot reach.
 */

/** The adapter name that means mail leaves over SMTP: the official nodemailer adapter's own name. */
export const SMTP_ADAPTER = 'nodemailer'

/**
 * A mail's sender: the brand's name, at `MAIL_FROM` or else noreply@ the brand's main host, so a reply
 * to the shop's mail never goes to one brand in another's name.
 */
export function senderOf(brand: Brand, mailFrom?: string): { name: string; address: string } {
  return { name: brand.name, address: mailFrom ?? `noreply@${brand.hostnames[0] ?? 'localhost'}` }
}

/**
 * Over SMTP at `url` (smtp:// or smtps://, credentials in the URL). The timeouts are short because a
 * mail is sent while its request waits: a mail server that does not answer must fail the mail, which
 * stays in the outbox, not hold the request for nodemailer's default two minutes.
 */
export function smtpAdapter(url: string, mailFrom?: string): EmailAdapter {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const from = senderOf(defaultBrand, mailFrom)
  return () => ({
    name: SMTP_ADAPTER,
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: (message) => transport.sendMail({ ...message, from: message.from ?? from }),
  })
}

/**
 * Without a mail server: the mail is already in the outbox, which is where it is read. Configuring this
 * adapter also keeps Payload from warning at every start that it has none.
 */
export function outboxOnlyAdapter(mailFrom?: string): EmailAdapter {
  const from = senderOf(defaultBrand, mailFrom)
  return () => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async () => undefined,
  })
}

export const mailAdapter = (env: { SMTP_URL?: string; MAIL_FROM?: string }): EmailAdapter =>
  env.SMTP_URL ? smtpAdapter(env.SMTP_URL, env.MAIL_FROM) : outboxOnlyAdapter(env.MAIL_FROM)
