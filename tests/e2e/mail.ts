import { type APIRequestContext, expect } from '@playwright/test'
import type { MailboxMail as ReceivedMail } from '../support/smtp-sink'
import { MAILBOX_PORT } from './support'

/**
 * What the local mail server of the e2e run received (tests/support/smtp-sink-server.ts, started by
 * playwright.config.ts beside the app, whose SMTP_URL points at it).
 */

export type { MailboxMail as ReceivedMail } from '../support/smtp-sink'

/**
 * The first mail to `to` that the local mail server received at or after `since` (and whose subject
 * matches `subject`, when given), waiting up to `timeout` ms for it to arrive.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  { since, subject, timeout = 15_000 }: { since: Date; subject?: RegExp; timeout?: number },
): Promise<ReceivedMail> {
  const query = new URLSearchParams({ to, since: since.toISOString() })
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?${query}`)
        const mails = (await response.json()) as ReceivedMail[]
        found = mails.find((mail) => !subject || subject.test(mail.subject))
        return found !== undefined
      },
      { message: `a mail to ${to} on the local mail server`, timeout },
    )
    .toBe(true)
  return found as ReceivedMail
}

/** An attachment's bytes. */
export const attachmentBytes = (attachment: ReceivedMail['attachments'][number]) =>
  Buffer.from(attachment.content, 'base64')
