import type { Payload, PayloadRequest } from 'payload'

/** What a mail is about; the admin's "Utkorg" shows it in its Typ column. */
export type MailKind = 'activate' | 'reset' | 'order_confirmation' | 'order_inquiry' | 'quote' | 'quote_answer'

export interface Mail {
  to: string
  subject: string
  text: string
  kind: MailKind
  brand?: string
}

/**
 * Sends an e-mail. Every message is written to the outbox collection (the admin's "Utkorg"), which
 * is where mail ends up when no mail server is configured, as in development and tests.
 */
export async function sendMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<void> {
  await payload.create({ collection: 'outbox', data: { ...mail }, overrideAccess: true, req })
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
