import 'server-only'
import { formatDate, formatMoney } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import type { Mail } from '../mail/outbox'

/**
 * The quote's two mails: the quote to its receiver (the PDF attached, with the link to answer), and
 * the receiver's answer to the author. Both are written for people outside the shop: no prices of the
 * merchant, only what the quote itself says.
 */

const greeting = (name: string) => (name.trim() ? `Hej ${name.trim()}!` : 'Hej!')

export function quoteMail(args: { quote: QuoteView; brand: Brand; link: string; message?: string }): Mail {
  const { quote, link } = args
  const from = quote.sender.name || args.brand.name
  return {
    to: quote.receiver.email,
    kind: 'quote',
    subject: `Offert ${quote.quoteId} från ${from}`,
    text: [
      greeting(quote.receiver.contactPerson || quote.receiver.name),
      '',
      `${from} skickar dig offert ${quote.quoteId} på ${formatMoney(quote.totals.toPay)}. Offerten finns som PDF i det här meddelandet och gäller till och med ${formatDate(quote.validUntil)}.`,
      ...(args.message?.trim() ? ['', args.message.trim()] : []),
      '',
      'Läs offerten och svara, acceptera eller avböj, via länken nedan. Du behöver inget konto.',
      '',
      link,
      '',
      `Frågor om offerten besvaras av ${quote.sender.reference || from}.`,
    ].join('\n'),
  }
}

export function quoteAnswerMail(args: { to: string; quote: QuoteView; brand: Brand }): Mail {
  const { quote } = args
  const accepted = quote.status === 'accepted'
  const who = quote.receiver.name || quote.receiver.contactPerson || 'Mottagaren'
  return {
    to: args.to,
    kind: 'quote_answer',
    subject: `Offert ${quote.quoteId} har ${accepted ? 'accepterats' : 'avböjts'}`,
    text: [
      'Hej!',
      '',
      `${who} har ${accepted ? 'accepterat' : 'avböjt'} offert ${quote.quoteId}${quote.receiver.label ? ` (${quote.receiver.label})` : ''}.`,
      ...(quote.answerComment ? ['', `Kommentar: ${quote.answerComment}`] : []),
      '',
      accepted
        ? `Under Mina offerter hos ${args.brand.name} kan du göra en varukorg av offerten.`
        : `Under Mina offerter hos ${args.brand.name} kan du kopiera offerten och göra en ny.`,
    ].join('\n'),
  }
}
